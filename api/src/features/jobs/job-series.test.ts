import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { AuditLog } from '../audit/audit-log.entity';
import { ADVISOR_ID, CLIENT_ID, addEngagement } from '../tasks/tasks-test-kit';
import { MAX_SKIPPED_PERIODS } from '../../../../validation/jobs';
import { JobSeries } from './job-series.entity';
import { JobSeriesService } from './job-series.service';
import { Job } from './job.entity';

/*
 * Recurring series (docs/jobs.md#recurring-series). Each series here starts in 2030, so that the
 * real day the tests run on makes none of its jobs: the rounds are run with the day given.
 */

const ADMIN_ID = demoUserIds.admin;
const at = (iso: string) => new Date(iso);

const SERIES_FIELDS = `id status title leadDays startsOn skippedPeriodKeys priority
  settings { yearEndMonth financialYearEnd }
  upcoming { periodKey label ends makesOn skipped }
  engagement { id } client { id } assignee { id } reviewer { id }
  jobs { periodKey series { id } }`;

describe.each(testDatabaseTargets)('recurring series ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  let payrollId: string;
  let othersId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    payrollId = (await addEngagement(t, { clientId: CLIENT_ID, title: 'Payroll 2030', assignedTo: ADVISOR_ID })).id;
    othersId = (await addEngagement(t, { clientId: CLIENT_ID, title: 'Someone else’s', assignedTo: null })).id;
    // The demo's own series would make every period up to 2030 in the rounds run here.
    await t.database.dataSource.getRepository(JobSeries).update({ status: 'active' }, { status: 'paused' });
  }, 60_000);
  afterAll(() => t.close());

  const jobsOf = (seriesId: string) => t.database.dataSource.getRepository(Job).find({ where: { seriesId }, order: { periodKey: 'ASC' } });
  const round = (iso: string) => t.app.services.jobSeries.makeDueJobs(at(iso));
  const auditOf = (action: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { action }, order: { createdAt: 'ASC' } });

  const start = (fields: Record<string, unknown> = {}) =>
    advisor
      .post('/api/job-series')
      .send({ engagementId: payrollId, templateKey: 'emp201', startsOn: '2030-01-01', assignedTo: ADVISOR_ID, ...fields });

  it('starts a series that makes each period’s job its lead days before the period ends, once', async () => {
    const created = await start({ leadDays: 7 }).expect(201);
    expect(created.body).toMatchObject({
      engagementId: payrollId,
      clientId: CLIENT_ID,
      templateKey: 'emp201',
      title: 'EMP201: monthly PAYE, UIF and SDL',
      status: 'active',
      leadDays: 7,
      startsOn: '2030-01-01',
      priority: 'medium',
      assignedTo: ADVISOR_ID,
      createdById: ADVISOR_ID,
      skippedPeriodKeys: [],
      endedAt: null,
    });
    expect(created.body.settings).toEqual({
      financialYearEnd: null,
      incorporated: null,
      yearEndMonth: null,
      vatEndMonth: null,
      provisionalTaxpayer: null,
    });
    expect(created.body.upcoming.slice(0, 2)).toEqual([
      { periodKey: 'emp201:2030-01', label: 'Jan 2030', ends: '2030-01-31', makesOn: '2030-01-24', skipped: false },
      { periodKey: 'emp201:2030-02', label: 'Feb 2030', ends: '2030-02-28', makesOn: '2030-02-21', skipped: false },
    ]);
    const id = created.body.id as string;

    // Before its day nothing; on it the January job, due on the EMP201's day (Thursday 7 February 2030).
    expect(await round('2030-01-23T08:00:00Z')).toBe(0);
    expect(await round('2030-01-24T08:00:00Z')).toBe(1);
    expect(await round('2030-01-25T08:00:00Z')).toBe(0);
    const [january] = await jobsOf(id);
    expect(january).toMatchObject({
      periodKey: 'emp201:2030-01',
      stage: 'waiting_for_client',
      dueDate: '2030-02-07',
      dueDateSetByHand: false,
      assignedTo: ADVISOR_ID,
      engagementId: payrollId,
    });
    const made = (await auditOf('job.create')).find((entry) => entry.resourceId === january.id);
    expect(made).toMatchObject({ userId: null, details: { seriesId: id, periodKey: 'emp201:2030-01' } });
    expect(await auditOf('job_series.create')).toEqual([expect.objectContaining({ resourceId: id, userId: ADVISOR_ID })]);

    // The made period leaves the upcoming ones.
    const read = await advisor.get(`/api/job-series/${id}`).expect(200);
    expect(read.body.upcoming[0].periodKey).toBe('emp201:2030-02');
  });

  it('makes a period’s job once when two instances run the round at the same moment', async () => {
    const [series] = (await advisor.get(`/api/job-series?engagementId=${payrollId}`).expect(200)).body as { id: string }[];
    // A second instance: its own services over the same database.
    const other = new JobSeriesService(t.database.dataSource, t.app.services.audit, t.app.services.jobs);
    const made = await Promise.all([
      t.app.services.jobSeries.makeDueJobs(at('2030-02-22T08:00:00Z')),
      other.makeDueJobs(at('2030-02-22T08:00:00Z')),
      t.app.services.jobSeries.makeDueJobs(at('2030-02-22T08:00:00Z')),
    ]);
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await jobsOf(series.id)).map((job) => job.periodKey)).toEqual(['emp201:2030-01', 'emp201:2030-02']);
  });

  it('skips a period, and makes it after all once restored; a made period cannot be skipped', async () => {
    const [series] = (await advisor.get(`/api/job-series?engagementId=${payrollId}`).expect(200)).body as { id: string }[];
    const skipped = await advisor.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'emp201:2030-03' }).expect(200);
    expect(skipped.body.skippedPeriodKeys).toEqual(['emp201:2030-03']);
    expect(skipped.body.upcoming[0]).toMatchObject({ periodKey: 'emp201:2030-03', skipped: true });
    expect(await round('2030-03-28T08:00:00Z')).toBe(0);

    const made = await advisor.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'emp201:2030-02' }).expect(409);
    expect(made.body.errors).toEqual([{ path: 'periodKey', message: 'The job for Feb 2030 is already made; move it or leave it' }]);
    const foreign = await advisor.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'vat201:2030-01..2030-02' }).expect(400);
    expect(foreign.body.errors).toEqual([
      { path: 'periodKey', message: 'Choose a period of the template EMP201: monthly PAYE, UIF and SDL' },
    ]);

    await advisor.post(`/api/job-series/${series.id}/restore`).send({ periodKey: 'emp201:2030-03' }).expect(200);
    expect(await round('2030-03-28T08:00:00Z')).toBe(1);
    expect(await auditOf('job_series.skip')).toHaveLength(1);
    expect(await auditOf('job_series.restore')).toHaveLength(1);
  });

  it('skips at most MAX_SKIPPED_PERIODS periods, the bound its skippedPeriodKeys states', async () => {
    const [series] = (await advisor.get(`/api/job-series?engagementId=${payrollId}`).expect(200)).body as { id: string }[];
    const repository = t.database.dataSource.getRepository(JobSeries);
    // Ten years of months, 2031 to 2040, all skipped already.
    const months = Array.from({ length: MAX_SKIPPED_PERIODS }, (_, index) => {
      const month = 2031 * 12 + index;
      return `emp201:${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
    });
    await repository.update(series.id, { skippedPeriodKeys: months });

    const refused = await advisor.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'emp201:2041-01' }).expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'periodKey', message: `A series skips at most ${MAX_SKIPPED_PERIODS} periods: end it and start another` },
    ]);
    // One made again leaves room for another.
    await advisor.post(`/api/job-series/${series.id}/restore`).send({ periodKey: 'emp201:2040-12' }).expect(200);
    const skipped = await advisor.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'emp201:2041-01' }).expect(200);
    expect(skipped.body.skippedPeriodKeys).toHaveLength(MAX_SKIPPED_PERIODS);
    await repository.update(series.id, { skippedPeriodKeys: [] });
  });

  it('pauses, resumes and ends a series; an ended one changes no more', async () => {
    const [series] = (await advisor.get(`/api/job-series?engagementId=${payrollId}`).expect(200)).body as { id: string }[];
    await advisor.post(`/api/job-series/${series.id}/status`).send({ status: 'paused' }).expect(200);
    expect(await round('2030-04-25T08:00:00Z')).toBe(0);
    const resumed = await advisor.post(`/api/job-series/${series.id}/status`).send({ status: 'active' }).expect(200);
    expect(resumed.body.status).toBe('active');
    expect(await round('2030-04-25T08:00:00Z')).toBe(1);

    const ended = await graphql(
      advisor,
      `
        mutation ($id: ID!) {
          setJobSeriesStatus(id: $id, status: ENDED) {
            status
            endedAt
            upcoming {
              periodKey
            }
          }
        }
      `,
      {
        id: series.id,
      },
    );
    expect(ended.body.data.setJobSeriesStatus).toMatchObject({ status: 'ENDED', upcoming: [] });
    expect(ended.body.data.setJobSeriesStatus.endedAt).not.toBeNull();
    expect(await round('2030-05-25T08:00:00Z')).toBe(0);
    const again = await advisor.patch(`/api/job-series/${series.id}`).send({ leadDays: 3 }).expect(409);
    expect(again.body.errors).toEqual([{ path: 'status', message: 'This series has ended; start a new one for more of its work' }]);
    await advisor.post(`/api/job-series/${series.id}/status`).send({ status: 'active' }).expect(409);
    const changes = (await auditOf('job_series.status')).map((entry) => entry.details);
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        { from: 'active', to: 'paused' },
        { from: 'paused', to: 'active' },
        { from: 'active', to: 'ended' },
      ]),
    );
    // Its jobs stay.
    expect((await jobsOf(series.id)).length).toBe(4);
  });

  it('changes the jobs it makes from now on, and its open jobs when asked', async () => {
    const created = await start({ templateKey: 'vat201-c', leadDays: 0 }).expect(201);
    const id = created.body.id as string;
    expect(await round('2030-01-31T08:00:00Z')).toBe(1);
    const changed = await advisor.patch(`/api/job-series/${id}`).send({ assignedTo: ADMIN_ID, priority: 'high', leadDays: 10 }).expect(200);
    expect(changed.body).toMatchObject({ assignedTo: ADMIN_ID, priority: 'high', leadDays: 10 });
    const [january] = await jobsOf(id);
    expect(january).toMatchObject({ assignedTo: ADVISOR_ID, priority: 'medium' });
    await advisor.patch(`/api/job-series/${id}`).send({ assignedTo: ADMIN_ID, applyToOpenJobs: true }).expect(200);
    expect((await jobsOf(id))[0]).toMatchObject({ assignedTo: ADMIN_ID });
    // February's job takes the new lead (ten days before the 28th) and people.
    expect(await round('2030-02-18T08:00:00Z')).toBe(1);
    expect((await jobsOf(id))[1]).toMatchObject({ periodKey: 'vat201:2030-02..2030-02', assignedTo: ADMIN_ID, priority: 'high' });
    const [update] = await auditOf('job_series.update');
    expect(update.details).toMatchObject({ fields: ['assignedTo', 'priority', 'leadDays'] });
  });

  it('refuses what is not a series, naming each field, and a second running series of a template', async () => {
    const nothing = await advisor.post('/api/job-series').send({}).expect(400);
    expect(nothing.body.errors.map((error: { path: string }) => error.path)).toEqual(['engagementId', 'templateKey']);
    const itr14 = await start({ templateKey: 'itr14', leadDays: 500, startsOn: '2020-01-01' }).expect(400);
    expect(itr14.body.errors).toEqual([{ path: 'leadDays', message: 'Days before the period ends must be at most 120' }]);
    const noYearEnd = await start({ templateKey: 'itr14', startsOn: '2020-01-01' }).expect(400);
    expect(noYearEnd.body.errors).toEqual([
      { path: 'settings.financialYearEnd', message: 'Enter the financial year-end' },
      { path: 'startsOn', message: 'The first period must end within the last year, or later' },
    ]);
    const badSetting = await start({ templateKey: 'itr14', settings: { financialYearEnd: '2030-02-30' } }).expect(400);
    expect(badSetting.body.errors).toEqual([
      { path: 'settings.financialYearEnd', message: 'Financial year-end must be a real date written YYYY-MM-DD' },
    ]);
    const unknown = await start({ colour: 'blue' }).expect(400);
    expect(unknown.body.errors[0].message).toMatch(/colour/);
    const notTheirs = await start({ engagementId: othersId }).expect(400);
    expect(notTheirs.body.errors).toEqual([{ path: 'engagementId', message: 'Choose an engagement you run' }]);

    await start({ templateKey: 'itr14', settings: { financialYearEnd: '2029-06-30' } }).expect(201);
    const second = await start({ templateKey: 'itr14', settings: { financialYearEnd: '2029-06-30' } }).expect(409);
    expect(second.body.errors).toEqual([{ path: 'templateKey', message: 'This engagement already has a recurring ITR14 series' }]);
  });

  it('is for staff: a client is refused, an advisor sees only the series of engagements they run or work on', async () => {
    await client.get('/api/job-series').expect(403);
    const refused = await graphql(client, '{ jobSeriesList { totalCount } }');
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const theirs = await admin
      .post('/api/job-series')
      .send({ engagementId: othersId, templateKey: 'emp201', startsOn: '2030-01-01' })
      .expect(201);
    await advisor.get(`/api/job-series/${theirs.body.id}`).expect(404);
    await advisor.post(`/api/job-series/${theirs.body.id}/status`).send({ status: 'paused' }).expect(404);
    const listed = (await advisor.get('/api/job-series').expect(200)).body as { id: string }[];
    expect(listed.map((series) => series.id)).not.toContain(theirs.body.id);
    expect((await admin.get('/api/job-series').expect(200)).body.map((series: { id: string }) => series.id)).toContain(theirs.body.id);
  });

  it('is in the graph: the list, one series with its jobs, a job’s series and an engagement’s series', async () => {
    const answer = await graphql(
      advisor,
      `query ($engagementId: String) {
        jobSeriesList(engagementId: $engagementId, status: ACTIVE, first: 5) { totalCount nodes { ${SERIES_FIELDS} } }
        engagements { id jobSeries { templateKey status } }
      }`,
      { engagementId: payrollId },
    );
    expect(answer.body.errors).toBeUndefined();
    const { jobSeriesList } = answer.body.data;
    const engagement = answer.body.data.engagements.find((each: { id: string }) => each.id === payrollId);
    expect(jobSeriesList.nodes.map((series: { title: string }) => series.title)).toEqual([
      'ITR14: income tax return for companies',
      'VAT201: category C, monthly',
    ]);
    const vat = jobSeriesList.nodes[1];
    expect(vat).toMatchObject({ status: 'ACTIVE', priority: 'HIGH', assignee: { id: ADMIN_ID }, client: { id: CLIENT_ID } });
    expect(vat.jobs.map((job: { periodKey: string }) => job.periodKey)).toEqual(['vat201:2030-02..2030-02', 'vat201:2030-01..2030-01']);
    expect(vat.jobs[0].series).toEqual({ id: vat.id });
    expect(engagement.jobSeries.map((series: { status: string }) => series.status)).toEqual(['ACTIVE', 'ACTIVE', 'ENDED']);

    // A client reads a job's series as null.
    const own = await graphql(
      client,
      `
        {
          jobs(first: 50) {
            nodes {
              periodKey
              series {
                id
              }
            }
          }
        }
      `,
    );
    const made = own.body.data.jobs.nodes.find((job: { periodKey: string }) => job.periodKey === 'vat201:2030-02..2030-02');
    expect(made.series).toBeNull();
  });

  it('opens to API tokens with jobs:read and jobs:write', async () => {
    const reader = bearing(t, (await tokenFor(t, 'advisor', ['jobs:read'])).secret);
    const [series] = (await reader.get(`/api/job-series?engagementId=${payrollId}&templateKey=itr14`).expect(200)).body as { id: string }[];
    await reader.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'itr14:2031-06-30' }).expect(403);
    const writer = bearing(t, (await tokenFor(t, 'advisor', ['jobs:write'])).secret);
    const skipped = await writer.post(`/api/job-series/${series.id}/skip`).send({ periodKey: 'itr14:2031-06-30' }).expect(200);
    expect(skipped.body.skippedPeriodKeys).toEqual(['itr14:2031-06-30']);
    const other = bearing(t, (await tokenFor(t, 'advisor', ['tasks:read'])).secret);
    await other.get('/api/job-series').expect(403);
  });
});
