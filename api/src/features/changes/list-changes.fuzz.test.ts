import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { encodeChangeCursor } from '../../shared/list-paging';
import { testDatabaseTargets } from '../../test/database';
import { expectAnswered } from '../../test/fuzz-answers';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';

/*
 * A synced list reads a client's text as a time (updated_since) and a cursor (after): any string in
 * either, well made or forged, answers 200 or a 400 naming the parameter, never a 5xx, over REST and
 * GraphQL.
 */
const [sqlite] = testDatabaseTargets;

const timeLike = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc
    .date({ min: new Date(-8_640_000_000_000_000), max: new Date(8_640_000_000_000_000), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc
    .tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 99 }))
    .map(([year, month, hour]) => `${year}-${String(month).padStart(2, '0')}-01T${String(hour).padStart(2, '0')}:00:00+02:00`),
);
const cursorLike = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.base64String({ maxLength: 120 }),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.string({ maxLength: 40 }))
    .map(([at, id]) => Buffer.from(`changes:${at}:${id}`).toString('base64url')),
  fc.tuple(fc.integer({ min: 0, max: 8_640_000_000_000 }), fc.uuid()).map(([at, id]) => encodeChangeCursor({ at: new Date(at), id })),
  // With the first page's count carried, any count, and forged counts too.
  fc
    .tuple(fc.integer({ min: 0, max: 8_640_000_000_000 }), fc.uuid(), fc.nat())
    .map(([at, id, total]) => encodeChangeCursor({ at: new Date(at), id, total })),
  fc
    .tuple(fc.integer({ min: 0, max: 8_640_000_000_000 }), fc.uuid(), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }))
    .map(([at, id, total]) => Buffer.from(`changes:${at}:${id}:${total}`).toString('base64url')),
);
/** Each synced list, REST and the GraphQL list of the same records. */
const lists = [
  ['/api/tasks', 'tasksConnection'],
  ['/api/documents', 'documents'],
  ['/api/appointments', 'appointmentsConnection'],
  ['/api/invoices', 'invoices'],
  ['/api/payments', 'payments'],
  ['/api/jobs', 'jobs'],
  ['/api/job-series', 'jobSeriesList'],
  ['/api/organizers', 'organizers'],
  ['/api/engagement-letters', 'engagementLetters'],
  ['/api/bank-statements/lines', 'bankStatementLines'],
  ['/api/billing-plans', 'billingPlansConnection'],
] as const;
const firstLike = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -5, max: 1000 }).map(String));

describe(`fuzzing the synced lists' time and cursor (${sqlite.name})`, () => {
  let t: TestApp;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    advisor = await t.agent('advisor');
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('answers any updated_since, after and first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.option(timeLike, { nil: undefined }),
        fc.option(cursorLike, { nil: undefined }),
        fc.option(firstLike, { nil: undefined }),
        async ([path, field], updatedSince, after, first) => {
          expectAnswered(await advisor.get(path).query({ updated_since: updatedSince, after, first }));
          const answer = await graphql(advisor, `query ($s: String, $a: String) { ${field}(updatedSince: $s, after: $a) { totalCount } }`, {
            s: updatedSince,
            a: after,
          });
          const code = answer.body.errors?.[0]?.extensions?.code;
          if (code) expect(code).toBe('BAD_USER_INPUT');
        },
      ),
      { numRuns: 120 },
    );
  });
});
