import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { expectAnswered } from '../../test/fuzz-answers';
import { engagementIds } from '../tasks/tasks-test-kit';

/*
 * A job's inputs are a client's text read as period keys, dates, stages, filters and cursors: any
 * string in any of them answers 200, 201, 409 or a 400 naming the field, never a 5xx, over REST
 * and GraphQL.
 */
const [sqlite] = testDatabaseTargets;

const dateLike = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(fc.integer({ min: -9999, max: 99999 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }))
    .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
);
const keyLike = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .tuple(fc.constantFrom('emp201', 'vat201', 'irp6-1', 'itr14', 'cipc-annual-return', 'itr12-provisional', '__proto__'), dateLike)
    .map(([rule, period]) => `${rule}:${period}`),
  fc.tuple(dateLike, dateLike).map(([start, end]) => `vat201:${start.slice(0, 7)}..${end.slice(0, 7)}`),
);
const templateLike = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('emp201', 'vat201-b', 'itr14', 'cipc-annual-return', 'toString'),
);
const anything = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('review', 'done', 'overdue', 'true', '0', '-1', '101', 'b2Zmc2V0OjE'),
);

describe(`fuzzing the jobs' inputs (${sqlite.name})`, () => {
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

  it('creating jobs for any template, period and due date', async () => {
    await fc.assert(
      fc.asyncProperty(templateLike, keyLike, fc.option(dateLike), async (templateKey, periodKey, dueDate) => {
        const input = { engagementId: engagementIds.bookkeeping, templateKey, periodKey, dueDate };
        expectAnswered(await advisor.post('/api/jobs').send(input));
        const answer = await graphql(advisor, 'mutation ($input: CreateJobInput!) { createJob(input: $input) { id } }', { input });
        const code = answer.body.errors?.[0]?.extensions?.code;
        if (code) expect(['BAD_USER_INPUT', 'CONFLICT']).toContain(code);
      }),
      { numRuns: 40 },
    );
  });

  it('listing with any filter and cursor, and moving to any stage', async () => {
    const { body: jobs } = await advisor.get('/api/jobs?includeDone=true').expect(200);
    await fc.assert(
      fc.asyncProperty(anything, anything, anything, anything, async (stage, due, first, after) => {
        expectAnswered(await advisor.get('/api/jobs').query({ stage, due, first, after, includeDone: stage, dueFrom: due, dueTo: first }));
        expectAnswered(await advisor.get('/api/jobs/due-days').query({ from: due, to: after, includeDone: stage }));
        const answer = await graphql(advisor, 'query ($after: String) { jobs(after: $after) { totalCount } }', { after });
        const code = answer.body.errors?.[0]?.extensions?.code;
        if (code) expect(code).toBe('BAD_USER_INPUT');
        if (jobs.length > 0) expectAnswered(await advisor.post(`/api/jobs/${jobs[0].id}/move`).send({ stage }));
        expectAnswered(await advisor.patch(`/api/jobs/${jobs[0]?.id ?? 'none'}`).send({ dueDate: due, priority: stage }));
      }),
      { numRuns: 40 },
    );
  });

  it('starting, changing and skipping recurring series with any settings, start day and period', async () => {
    const numberLike = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double(), fc.string({ maxLength: 6 }), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        templateLike,
        fc.record({
          financialYearEnd: fc.option(dateLike),
          incorporated: fc.option(dateLike),
          yearEndMonth: numberLike,
          vatEndMonth: numberLike,
        }),
        fc.option(dateLike),
        numberLike,
        keyLike,
        async (templateKey, settings, startsOn, leadDays, periodKey) => {
          const input = { engagementId: engagementIds.bookkeeping, templateKey, settings, startsOn, leadDays };
          const created = await advisor.post('/api/job-series').send(input);
          expectAnswered(created);
          const answer = await graphql(advisor, 'mutation ($input: CreateJobSeriesInput!) { createJobSeries(input: $input) { id } }', {
            input: {
              ...input,
              leadDays: typeof leadDays === 'number' && Number.isInteger(leadDays) && Math.abs(leadDays) < 2 ** 31 ? leadDays : null,
            },
          });
          const code = answer.body.errors?.[0]?.extensions?.code;
          if (code) expect(['BAD_USER_INPUT', 'CONFLICT']).toContain(code);
          const id = created.status === 201 ? created.body.id : 'none';
          expectAnswered(await advisor.patch(`/api/job-series/${id}`).send({ settings, leadDays }));
          expectAnswered(await advisor.post(`/api/job-series/${id}/skip`).send({ periodKey }));
          expectAnswered(await advisor.post(`/api/job-series/${id}/restore`).send({ periodKey }));
          expectAnswered(await advisor.post(`/api/job-series/${id}/status`).send({ status: periodKey }));
          if (created.status === 201) await advisor.post(`/api/job-series/${id}/status`).send({ status: 'ended' }).expect(200);
        },
      ),
      { numRuns: 40 },
    );
  });
});
