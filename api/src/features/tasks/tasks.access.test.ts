import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import {
  ADVISOR_ID,
  CLIENT_ID,
  SECOND_CLIENT_ID,
  addEngagement,
  addTask,
  agentFor,
  createAdvisor,
  engagementIds,
  taskIds,
} from './tasks-test-kit';

const LIST = `query Tasks($status: TaskStatus, $priority: TaskPriority, $search: String, $engagementId: ID) {
  tasks(status: $status, priority: $priority, search: $search, engagementId: $engagementId) {
    id jobId title description status priority dueDate completedAt estimatedHours actualHours
    engagement { id title status client { id firstName lastName } }
  }
}`;

interface ListedTask {
  id: string;
  jobId: string | null;
  title: string;
  status: string;
  priority: string;
  dueDate: string | null;
  completedAt: string | null;
  estimatedHours: number | null;
  actualHours: number | null;
  engagement: { id: string; title: string; client: { id: string; firstName: string } | null } | null;
}

const clientTaskIds = [
  taskIds.signLetter,
  taskIds.bankStatements,
  taskIds.assetRegister,
  taskIds.reviewDraft,
  taskIds.approveVat,
  taskIds.payrollReport,
  taskIds.logbooks,
];

describe.each(testDatabaseTargets)('who sees which tasks ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  // The demo's own tasks: its jobs' checklists (demo/demo-jobs.ts) change with the day it is seeded on.
  const withoutChecklists = <Listed extends { jobId: string | null }>(tasks: Listed[]) => tasks.filter((task) => task.jobId === null);
  const list = async (agent: TestAgent, variables: Record<string, unknown> = {}) => {
    const response = await graphql(agent, LIST, variables).expect(200);
    expect(response.body.errors).toBeUndefined();
    return withoutChecklists(response.body.data.tasks as ListedTask[]);
  };
  const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id).sort();
  const titles = (tasks: { title: string }[]) => tasks.map((task) => task.title);

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, secondClient, advisor, admin] = await Promise.all([
      t.agent('client'),
      agentFor(t, 'client2@example.com'),
      t.agent('advisor'),
      t.agent('admin'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  it('shows a client the tasks of their own engagements only: open ones soonest due first, undated last, then completed', async () => {
    const own = await list(client);
    expect(ids(own)).toEqual([...clientTaskIds].sort());
    expect(new Set(own.map((task) => task.engagement?.client?.id))).toEqual(new Set([CLIENT_ID]));
    expect(titles(own)).toEqual([
      'Upload bank statements for the last three months of the year',
      'Update the fixed asset register',
      'Review the draft financial statements',
      'Provide the vehicle logbooks',
      'Send the monthly payroll report',
      'Sign the engagement letter',
      'Approve the VAT201 return',
    ]);
    expect(own.find((task) => task.title === 'Send the monthly payroll report')).toMatchObject({ dueDate: null, priority: 'LOW' });
    expect(own.find((task) => task.id === taskIds.assetRegister)).toMatchObject({
      status: 'IN_PROGRESS',
      estimatedHours: 6,
      actualHours: 3.5,
      engagement: { id: engagementIds.annualFinancials, title: '2025 Annual Financial Statements & ITR14' },
    });
    expect(titles(await list(secondClient))).toEqual(['Upload VAT registration supporting documents']);
  });

  it('shows an advisor the tasks of the engagements they run and any task assigned to them, and nothing else', async () => {
    // The tender is nobody's engagement: one of its tasks is given to the advisor, the other is not.
    const theirs = await addTask(t, { engagementId: engagementIds.tender, title: 'Check the CIDB grading', assignedTo: ADVISOR_ID });
    const notTheirs = await addTask(t, { engagementId: engagementIds.tender, title: 'Collect the tax clearance pin' });
    const seen = await list(advisor);
    expect(ids(seen)).toEqual([...clientTaskIds, taskIds.patelDocuments, theirs.id].sort());
    expect(ids(seen)).not.toContain(notTheirs.id);
    expect(seen.find((task) => task.id === taskIds.patelDocuments)?.engagement?.client).toMatchObject({ firstName: 'Ayesha' });
    // The client sees both tasks of their own (cancelled) engagement.
    expect(ids(await list(client))).toEqual(expect.arrayContaining([theirs.id, notTheirs.id]));

    const johan = await createAdvisor(t, 'Johan', 'Botha');
    expect(await list(await agentFor(t, johan.email))).toEqual([]);
  });

  it('shows admins every task', async () => {
    const everyone = await list(admin);
    expect(ids(everyone)).toEqual(expect.arrayContaining([...clientTaskIds, taskIds.patelDocuments]));
    expect(new Set(everyone.map((task) => task.engagement?.client?.id))).toEqual(new Set([CLIENT_ID, SECOND_CLIENT_ID]));
  });

  it('filters by status, priority and engagement, and searches title and description in any case', async () => {
    expect(titles(await list(client, { status: 'IN_PROGRESS' }))).toEqual(['Update the fixed asset register']);
    expect(titles(await list(client, { status: 'COMPLETED' })).sort()).toEqual(['Approve the VAT201 return', 'Sign the engagement letter']);
    expect(titles(await list(client, { priority: 'HIGH', status: 'PENDING' }))).toEqual([
      'Upload bank statements for the last three months of the year',
    ]);
    expect(titles(await list(client, { engagementId: engagementIds.fleetReview }))).toEqual(['Provide the vehicle logbooks']);
    // "EMP201" is only in the payroll report's description.
    expect(titles(await list(client, { search: 'emp201' }))).toEqual(['Send the monthly payroll report']);
    expect(titles(await list(client, { search: 'VAT201' }))).toEqual(['Approve the VAT201 return']);
    expect(await list(client, { search: '%' })).toEqual([]);
    // Another client's engagement gives nothing away.
    expect(await list(client, { engagementId: engagementIds.secondClientVat })).toEqual([]);
  });

  it('refuses an unknown status or priority: GraphQL before the resolver, naming each variable; REST with a field error', async () => {
    // The stored spelling (pending) is no TaskStatus name: GraphQL takes PENDING, REST takes pending.
    const response = await graphql(client, LIST, { status: 'pending', priority: 'urgent' }).expect(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
    ]);
    expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([
      expect.stringMatching(/^Variable "\$status" got invalid value "pending"; Value "pending" does not exist in "TaskStatus" enum/),
      expect.stringMatching(/^Variable "\$priority" got invalid value "urgent"; Value "urgent" does not exist in "TaskPriority" enum/),
    ]);
    const literal = await graphql(client, '{ tasks(status: done) { id } }').expect(400);
    expect(literal.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.body.errors[0].message).toMatch('Value "done" does not exist in "TaskStatus" enum');
    expect((await client.get('/api/tasks?status=done').expect(400)).body).toMatchObject({
      message: 'Choose a status from the list',
      errors: [{ path: 'status', message: 'Choose a status from the list' }],
    });
    expect((await client.get('/api/tasks?priority=urgent').expect(400)).body).toMatchObject({
      message: 'Choose a priority from the list',
      errors: [{ path: 'priority', message: 'Choose a priority from the list' }],
    });
    expect((await client.get(`/api/tasks?engagementId=${'9'.repeat(37)}`).expect(400)).body.errors[0].path).toBe('engagementId');
  });

  it('answers GET /api/tasks with an array of the client’s tasks, filtered by ?status and ?priority', async () => {
    const all = (await client.get('/api/tasks').expect(200)).body as { id: string; engagementId: string }[];
    expect(all.map((task) => task.id)).toEqual(expect.arrayContaining(clientTaskIds));
    expect(all.find((task) => task.id === taskIds.bankStatements)).toMatchObject({
      engagementId: engagementIds.annualFinancials,
      title: 'Upload bank statements for the last three months of the year',
      status: 'pending',
      priority: 'high',
      completedAt: null,
      estimatedHours: 1,
    });
    const pendingLow = (await client.get('/api/tasks?status=pending&priority=low').expect(200)).body as ListedTask[];
    expect(titles(withoutChecklists(pendingLow))).toEqual(['Provide the vehicle logbooks', 'Send the monthly payroll report']);
    expect(titles(withoutChecklists((await secondClient.get('/api/tasks').expect(200)).body as ListedTask[]))).toEqual([
      'Upload VAT registration supporting documents',
    ]);
  });

  it('refuses the list without a session: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.get('/api/tasks').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('loads engagements and clients through DataLoader: the statement count does not grow with the list', async () => {
    const dataSource = t.database.dataSource;
    const shortList = await countQueries(dataSource, () => list(admin, { search: 'supporting documents' }));
    expect(shortList.result).toHaveLength(1);
    for (let index = 0; index < 4; index += 1) {
      const engagement = await addEngagement(t, { clientId: index % 2 ? CLIENT_ID : SECOND_CLIENT_ID, title: `Bulk engagement ${index}` });
      await addTask(t, { engagementId: engagement.id, title: `Upload supporting documents, batch ${index}` });
    }
    const longList = await countQueries(dataSource, () => list(admin, { search: 'supporting documents' }));
    expect(longList.result).toHaveLength(5);
    expect(new Set(longList.result.map((task) => task.engagement?.id)).size).toBe(5);
    expect(new Set(longList.result.map((task) => task.engagement?.client?.id)).size).toBe(2);
    expect(longList.count).toBe(shortList.count);
  });
});
