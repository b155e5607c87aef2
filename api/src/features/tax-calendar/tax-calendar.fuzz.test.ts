import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { expectAnswered } from '../../test/fuzz-answers';

/*
 * The calendar's inputs are a client's text read as dates, keys and years: any string in any of
 * them answers 200 or a 400 naming the field, never a 5xx, over REST and GraphQL.
 */
const [sqlite] = testDatabaseTargets;

// Text that looks like what is asked for, broken in every way: dates, keys, and anything at all.
const dateLike = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(fc.integer({ min: -9999, max: 99999 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }))
    .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
);
const keyLike = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .tuple(
      fc.constantFrom('emp201', 'vat201', 'irp6-1', 'itr14', 'cipc-annual-return', 'itr12-provisional', 'toString', '__proto__'),
      dateLike,
    )
    .map(([rule, period]) => `${rule}:${period}`),
);

describe(`fuzzing the tax calendar's inputs (${sqlite.name})`, () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    admin = await t.agent('admin');
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('the calendar over REST and GraphQL', async () => {
    await fc.assert(
      fc.asyncProperty(dateLike, dateLike, async (from, to) => {
        expectAnswered(await admin.get('/api/tax-calendar').query({ from, to }));
        const answer = await graphql(admin, 'query ($from: String!, $to: String!) { taxCalendar(from: $from, to: $to) { from } }', {
          from,
          to,
        });
        expect(answer.status).toBe(200);
        const code = answer.body.errors?.[0]?.extensions?.code;
        if (code) expect(code).toBe('BAD_USER_INPUT');
      }),
      { numRuns: 40 },
    );
  });

  // A path segment of "." or ".." is resolved by the client (RFC 3986, 5.2.4) before any server sees it.
  const segment = <T extends string>(arbitrary: fc.Arbitrary<T>) => arbitrary.filter((value) => value !== '.' && value !== '..');

  it('extensions, holidays and seasons', async () => {
    await fc.assert(
      fc.asyncProperty(segment(keyLike), segment(dateLike), segment(fc.string({ maxLength: 30 })), async (key, day, text) => {
        expectAnswered(await admin.put(`/api/tax-calendar/overrides/${encodeURIComponent(key)}`).send({ dueDate: day, reason: text }));
        expectAnswered(await admin.post('/api/tax-calendar/holidays').send({ date: day, name: text }));
        expectAnswered(
          await admin
            .put(`/api/tax-calendar/filing-seasons/${encodeURIComponent(text)}/${encodeURIComponent(day)}`)
            .send({ opens: day, closes: day }),
        );
      }),
      { numRuns: 40 },
    );
  });
});
