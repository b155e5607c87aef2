import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { Task } from '../tasks/task.entity';
import { ADVISOR_ID, CLIENT_ID, SECOND_CLIENT_ID, addEngagement, agentFor, engagementIds } from '../tasks/tasks-test-kit';
import { Job } from './job.entity';

const JOBS = `query ($first: Int, $after: String, $due: JobDue, $stage: JobStage) {
  jobs(first: $first, after: $after, due: $due, stage: $stage) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id title periodLabel stage stageName progress dueDate isOverdue priority assignee { id } reviewer { id } client { id } tasks { title } }
  }
}`;
const CREATE = `mutation ($input: CreateJobInput!) { createJob(input: $input) { id title stage dueDate dueDateSetByHand priority } }`;
const MOVE = `mutation ($id: ID!, $stage: JobStage!) { moveJob(id: $id, stage: $stage) { id stage stageName completedAt } }`;

const VAT_MAY_JUNE = { engagementId: engagementIds.bookkeeping, templateKey: 'vat201-b', periodKey: 'vat201:2027-05..2027-06' };

describe.each(testDatabaseTargets)('jobs ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  // The demo has a year of EMP201s on the bookkeeping engagement (demo/demo-jobs.ts); the
  // EMP201s made here are on an engagement of their own, so no demo period is taken.
  let payrollId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    payrollId = (await addEngagement(t, { clientId: CLIENT_ID, title: 'Payroll', assignedTo: ADVISOR_ID })).id;
  }, 60_000);
  afterAll(() => t.close());

  const auditOf = (action: string) => t.database.dataSource.getRepository(AuditLog).find({ where: { action } });
  const tasksOf = (jobId: string) =>
    t.database.dataSource.getRepository(Task).find({ where: { jobId }, order: { dueDate: 'ASC', title: 'ASC' } });

  it('offers staff the built-in templates, each stage named, in both APIs; clients are refused', async () => {
    const rest = (await advisor.get('/api/job-templates').expect(200)).body as { key: string; stages: { stage: string; name: string }[] }[];
    expect(rest.map((template) => template.key)).toEqual([
      'emp201',
      'vat201-a',
      'vat201-b',
      'vat201-c',
      'vat201-d',
      'vat201-e',
      'irp6-1',
      'irp6-2',
      'itr12',
      'itr14',
      'emp501',
      'cipc-annual-return',
    ]);
    expect(rest[0].stages.map((stage) => stage.name)).toEqual(['Waiting for client', 'Preparing', 'Review', 'Submitted to SARS', 'Done']);
    const answer = await graphql(advisor, '{ jobTemplates { key vatCategory stages { stage name } tasks { stage title daysBeforeDue } } }');
    expect(answer.body.data.jobTemplates[2]).toMatchObject({ key: 'vat201-b', vatCategory: 'B' });
    await client.get('/api/job-templates').expect(403);
  });

  it('creates a job due on the tax calendar’s day, with its first stage’s checklist, once per period', async () => {
    const created = await advisor
      .post('/api/jobs')
      .send({ ...VAT_MAY_JUNE, assignedTo: ADVISOR_ID })
      .expect(201);
    expect(created.body).toMatchObject({
      engagementId: engagementIds.bookkeeping,
      clientId: CLIENT_ID,
      title: 'VAT201 May–Jun 2027',
      periodLabel: 'May–Jun 2027',
      stage: 'waiting_for_client',
      stageName: 'Waiting for client',
      progress: 'Your VAT return for May–Jun 2027: we are waiting for information from you',
      // VAT201 on eFiling: the last business day of July 2027, Friday the 30th.
      dueDate: '2027-07-30',
      dueDateSetByHand: false,
      dueDateMissing: null,
      priority: 'medium',
      assignedTo: ADVISOR_ID,
      completedAt: null,
    });
    const tasks = await tasksOf(created.body.id);
    expect(tasks.map((task) => [task.title, task.dueDate?.toISOString(), task.assignedTo])).toEqual([
      // Fourteen days before the 30th, at 17:00 SAST.
      ["Receive the period's invoices and bank statements", '2027-07-16T15:00:00.000Z', ADVISOR_ID],
    ]);
    const [audit] = await auditOf('job.create');
    expect(audit).toMatchObject({ resourceId: created.body.id, details: { templateKey: 'vat201-b', dueDate: '2027-07-30' } });

    const again = await advisor.post('/api/jobs').send(VAT_MAY_JUNE).expect(409);
    expect(again.body.errors).toEqual([{ path: 'periodKey', message: 'This engagement already has a job for VAT201 May–Jun 2027' }]);
    expect(await t.database.dataSource.getRepository(Job).countBy({ periodKey: VAT_MAY_JUNE.periodKey })).toBe(1);
  });

  it('refuses what is not a job, naming each field, and refuses clients', async () => {
    const wrongPeriod = await advisor
      .post('/api/jobs')
      .send({ ...VAT_MAY_JUNE, periodKey: 'vat201:2027-04..2027-05' })
      .expect(400);
    expect(wrongPeriod.body.errors).toEqual([
      { path: 'periodKey', message: 'Choose a period of the template VAT201: category B, two-monthly, periods ending in even months' },
    ]);
    const nothing = await advisor.post('/api/jobs').send({}).expect(400);
    expect(nothing.body.errors.map((error: { path: string }) => error.path)).toEqual(['engagementId', 'templateKey', 'periodKey']);
    const strangers = await advisor
      .post('/api/jobs')
      .send({ ...VAT_MAY_JUNE, engagementId: 'no-such-engagement', reviewerId: CLIENT_ID })
      .expect(400);
    expect(strangers.body.errors).toEqual([
      { path: 'engagementId', message: 'Choose an engagement you run' },
      { path: 'reviewerId', message: 'Choose an active staff member from the list as the reviewer' },
    ]);
    await client.post('/api/jobs').send(VAT_MAY_JUNE).expect(403);
    const answer = await graphql(client, CREATE, { input: VAT_MAY_JUNE }).expect(200);
    expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('moves a job through its stages: each checklist added once, the last stage completing it, a stage of no template refused', async () => {
    const { body: job } = await advisor
      .post('/api/jobs')
      .send({ engagementId: payrollId, templateKey: 'emp201', periodKey: 'emp201:2027-02', reviewerId: ADVISOR_ID })
      .expect(201);
    // EMP201 for February 2027: the 7th of March is a Sunday, so Friday the 5th.
    expect(job.dueDate).toBe('2027-03-05');

    const moved = await graphql(advisor, MOVE, { id: job.id, stage: 'REVIEW' }).expect(200);
    expect(moved.body.data.moveJob).toEqual({ id: job.id, stage: 'REVIEW', stageName: 'Review', completedAt: null });
    await advisor.post(`/api/jobs/${job.id}/move`).send({ stage: 'preparing' }).expect(200);
    await advisor.post(`/api/jobs/${job.id}/move`).send({ stage: 'review' }).expect(200);
    const titles = (await tasksOf(job.id)).map((task) => task.title);
    expect(titles.sort()).toEqual(
      ["Receive the month's payroll reports", 'Prepare the EMP201 on eFiling', 'Review the EMP201 against the payroll'].sort(),
    );

    const refused = await advisor.post(`/api/jobs/${job.id}/move`).send({ stage: 'client_approval' }).expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'stage', message: 'A EMP201 job moves through Waiting for client, Preparing, Review, Submitted to SARS, Done' },
    ]);
    const done = await advisor.post(`/api/jobs/${job.id}/move`).send({ stage: 'done' }).expect(200);
    expect(done.body.completedAt).not.toBeNull();
    expect(done.body.progress).toBe('Your PAYE return (EMP201) for Feb 2027: it is done');
    const reopened = await advisor.post(`/api/jobs/${job.id}/move`).send({ stage: 'submitted' }).expect(200);
    expect(reopened.body.completedAt).toBeNull();
    expect((await auditOf('job.move')).filter((entry) => entry.resourceId === job.id)).toHaveLength(5);
  });

  it('moves due dates with the tax calendar: a declared holiday, an extension, and never a date set by hand', async () => {
    const { body: job } = await advisor
      .post('/api/jobs')
      .send({ engagementId: payrollId, templateKey: 'emp201', periodKey: 'emp201:2027-04' })
      .expect(201);
    const { body: byHand } = await advisor
      .post('/api/jobs')
      .send({ engagementId: payrollId, templateKey: 'emp201', periodKey: 'emp201:2027-05', dueDate: '2027-06-04' })
      .expect(201);
    expect([job.dueDate, byHand.dueDate, byHand.dueDateSetByHand]).toEqual(['2027-05-07', '2027-06-04', true]);

    const holiday = await admin.post('/api/tax-calendar/holidays').send({ date: '2027-05-07', name: 'Election day' }).expect(201);
    expect((await advisor.get(`/api/jobs/${job.id}`).expect(200)).body.dueDate).toBe('2027-05-06');
    await admin.put('/api/tax-calendar/overrides/emp201:2027-04').send({ dueDate: '2027-05-14', reason: 'eFiling was down' }).expect(200);
    await admin.put('/api/tax-calendar/overrides/emp201:2027-05').send({ dueDate: '2027-06-14', reason: 'eFiling was down' }).expect(200);
    expect((await advisor.get(`/api/jobs/${job.id}`).expect(200)).body.dueDate).toBe('2027-05-14');
    expect((await advisor.get(`/api/jobs/${byHand.id}`).expect(200)).body.dueDate).toBe('2027-06-04');

    await admin.delete('/api/tax-calendar/overrides/emp201:2027-04').expect(200);
    await admin.delete(`/api/tax-calendar/holidays/${holiday.body.id}`).expect(200);
    expect((await advisor.get(`/api/jobs/${job.id}`).expect(200)).body.dueDate).toBe('2027-05-07');
    // Handed back to the calendar, the by-hand job takes the extension still standing.
    const handedBack = await advisor.patch(`/api/jobs/${byHand.id}`).send({ dueDate: null }).expect(200);
    expect([handedBack.body.dueDate, handedBack.body.dueDateSetByHand]).toEqual(['2027-06-14', false]);
    await admin.delete('/api/tax-calendar/overrides/emp201:2027-05').expect(200);
  });

  it('waits for the season SARS announces, and says so', async () => {
    const created = await advisor
      .post('/api/jobs')
      .send({ engagementId: engagementIds.bookkeeping, templateKey: 'itr12', periodKey: 'itr12-non-provisional:2028' })
      .expect(201);
    expect(created.body).toMatchObject({
      dueDate: null,
      dueDateMissing: 'The ITR12 filing season for 2028 is not set yet',
      isOverdue: false,
    });
    await admin
      .put('/api/tax-calendar/filing-seasons/itr12/2028')
      .send({ opens: '2028-07-10', closes: '2028-10-20', provisionalCloses: '2029-01-19' })
      .expect(200);
    expect((await advisor.get(`/api/jobs/${created.body.id}`).expect(200)).body).toMatchObject({
      dueDate: '2028-10-20',
      dueDateMissing: null,
    });
  });

  it('shows a client their own jobs in plain words, the staff-only fields null, in both APIs', async () => {
    const rest = await client.get('/api/jobs').expect(200);
    expect(rest.body.length).toBeGreaterThan(0);
    for (const job of rest.body) {
      expect(job).toMatchObject({ clientId: CLIENT_ID, priority: null, assignedTo: null, reviewerId: null });
      expect(job.progress).toMatch(/^Your .+: /);
    }
    const answer = await graphql(client, JOBS, {}).expect(200);
    for (const job of answer.body.data.jobs.nodes) {
      expect(job).toMatchObject({ priority: null, assignee: null, reviewer: null, client: { id: CLIENT_ID } });
    }
    const secondClient = await agentFor(t, 'client2@example.com');
    const theirs = (await secondClient.get('/api/jobs').expect(200)).body as { clientId: string }[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((job) => job.clientId === SECOND_CLIENT_ID)).toBe(true);
  });

  it('pages and filters the list, naming a bad filter', async () => {
    const first = await advisor.get('/api/jobs?first=1').expect(200);
    expect(first.body).toHaveLength(1);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(1);
    const second = await advisor.get(`/api/jobs?first=1&after=${first.headers['x-next-cursor']}`).expect(200);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    const answer = await graphql(advisor, JOBS, { first: 2 }).expect(200);
    expect(answer.body.data.jobs).toMatchObject({ totalCount: total, pageInfo: { hasNextPage: true } });

    const review = (await advisor.get('/api/jobs?stage=review&includeDone=true').expect(200)).body as { stage: string }[];
    expect(review.every((job) => job.stage === 'review')).toBe(true);
    const bad = await advisor.get('/api/jobs?stage=nowhere&due=someday&first=two').expect(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['first']);
    const badFilter = await advisor.get('/api/jobs?stage=nowhere&due=someday').expect(400);
    expect(badFilter.body.errors.map((error: { path: string }) => error.path)).toEqual(['stage', 'due']);
  });

  it('counts the jobs due on each day for the calendar, the same as the list over those days', async () => {
    // The May–Jun 2027 VAT201 made above is due Friday 30 July 2027.
    const days = (await advisor.get('/api/jobs/due-days?from=2027-07-01&to=2027-07-31').expect(200)).body as {
      day: string;
      jobs: number;
      overdue: number;
      done: number;
    }[];
    const friday = days.find((day) => day.day === '2027-07-30');
    expect(friday).toMatchObject({ overdue: 0, done: 0 });
    const listed = await advisor.get('/api/jobs?dueFrom=2027-07-30&dueTo=2027-07-30&first=100').expect(200);
    expect(friday?.jobs).toBe(listed.body.length);
    expect(listed.body.map((job: { title: string }) => job.title)).toContain('VAT201 May–Jun 2027');
    expect(days.reduce((sum, day) => sum + day.jobs, 0)).toBe(
      Number((await advisor.get('/api/jobs?dueFrom=2027-07-01&dueTo=2027-07-31&first=1').expect(200)).headers['x-total-count']),
    );

    const graph = await graphql(advisor, '{ jobDueDays(from: "2027-07-01", to: "2027-07-31") { day jobs overdue done } }');
    expect(graph.body.data.jobDueDays).toEqual(days);
    // The client's own: they see the same job on the same day.
    const own = (await client.get('/api/jobs/due-days?from=2027-07-30&to=2027-07-30').expect(200)).body;
    expect(own[0]).toMatchObject({ day: '2027-07-30' });

    const backwards = await advisor.get('/api/jobs/due-days?from=2027-07-31&to=2027-07-01').expect(400);
    expect(backwards.body.errors).toEqual([{ path: 'to', message: 'To must not be before from' }]);
    const tooLong = await advisor.get('/api/jobs/due-days?from=2027-01-01&to=2027-12-31').expect(400);
    expect(tooLong.body.errors).toEqual([{ path: 'to', message: 'The calendar counts at most 42 days at once' }]);
    const noDays = await advisor.get('/api/jobs/due-days').expect(400);
    expect(noDays.body.errors.map((error: { path: string }) => error.path)).toEqual(['from', 'to']);
  });

  it('opens to API tokens with jobs:read and jobs:write, and not without them', async () => {
    const reader = bearing(t, (await tokenFor(t, 'advisor', ['jobs:read'])).secret);
    const listed = await reader.get('/api/jobs').expect(200);
    expect(listed.body.length).toBeGreaterThan(0);
    await reader.post(`/api/jobs/${listed.body[0].id}/move`).send({ stage: 'preparing' }).expect(403);
    const refused = await reader.graphql(MOVE, { id: listed.body[0].id, stage: 'PREPARING' }).expect(403);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const writer = bearing(t, (await tokenFor(t, 'advisor', ['jobs:write'])).secret);
    await writer.post(`/api/jobs/${listed.body[0].id}/move`).send({ stage: 'preparing' }).expect(200);
    const other = bearing(t, (await tokenFor(t, 'advisor', ['tasks:read'])).secret);
    await other.get('/api/jobs').expect(403);
  });

  it('leads from an engagement and from a client to their open jobs, and from a job to its checklist', async () => {
    const answer = await graphql(
      advisor,
      `
        query ($id: ID!) {
          user(id: $id) {
            jobs {
              id
              title
            }
          }
          engagements {
            id
            client {
              id
            }
            jobs {
              id
              tasks {
                title
              }
            }
          }
        }
      `,
      { id: CLIENT_ID },
    ).expect(200);
    expect(answer.body.errors).toBeUndefined();
    const bookkeeping = answer.body.data.engagements.find((engagement: { id: string }) => engagement.id === engagementIds.bookkeeping);
    expect(bookkeeping.jobs.length).toBeGreaterThan(0);
    const clients = answer.body.data.engagements.filter((engagement: { client: { id: string } }) => engagement.client.id === CLIENT_ID);
    expect(answer.body.data.user.jobs.map((job: { id: string }) => job.id).sort()).toEqual(
      clients.flatMap((engagement: { jobs: { id: string }[] }) => engagement.jobs.map((job) => job.id)).sort(),
    );
    expect(bookkeeping.jobs.some((job: { tasks: unknown[] }) => job.tasks.length > 0)).toBe(true);
  });

  it('counts the workload per person and the jobs done per service and month, the same as the list', async () => {
    const { body: workload } = await admin.get('/api/jobs/workload').expect(200);
    const advisorRow = workload.people.find((person: { userId: string | null }) => person.userId === ADVISOR_ID);
    expect(advisorRow).toMatchObject({ name: 'Lerato Mokoena' });
    const total = async (query: string) =>
      Number((await admin.get(`/api/jobs?assignedTo=${ADVISOR_ID}${query}`).expect(200)).headers['x-total-count']);
    expect([advisorRow.open, advisorRow.overdue, advisorRow.dueThisWeek]).toEqual([
      await total(''),
      await total('&due=overdue'),
      await total('&due=this_week'),
    ]);
    expect(workload.done.length).toBeGreaterThan(0);
    for (const month of workload.done) expect(month.month).toMatch(/^\d{4}-\d{2}$/);
    const answer = await graphql(admin, '{ jobWorkload { people { userId name open } done { serviceName month done } } }').expect(200);
    expect(answer.body.data.jobWorkload.people).toEqual(
      workload.people.map(({ userId, name, open }: { userId: string; name: string; open: number }) => ({ userId, name, open })),
    );
    await client.get('/api/jobs/workload').expect(403);

    // A token without users:read is told the counts, not the names.
    const counts = bearing(t, (await tokenFor(t, 'admin', ['jobs:read'])).secret);
    const { body: unnamed } = await counts.get('/api/jobs/workload').expect(200);
    expect(unnamed.people[0]).not.toHaveProperty('name');
    expect(unnamed.people[0]).toHaveProperty('open');
  });
});
