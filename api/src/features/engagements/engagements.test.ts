import type TestAgent from 'supertest/lib/agent';
import { IsNull, Not } from 'typeorm';
import { testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import {
  ADVISOR_ID,
  CLIENT_ID,
  SECOND_CLIENT_ID,
  addEngagement,
  agentFor,
  clientEngagementTitles,
  addTask,
  createAdvisor,
  engagementIds,
  serviceIds,
} from '../tasks/tasks-test-kit';
import { Task } from '../tasks/task.entity';

const LIST = `query Engagements($status: EngagementStatus, $search: String) {
  engagements(status: $status, search: $search) {
    id title description status startDate dueDate completedAt totalAmount paidAmount paymentProgress
    service { id name category }
    client { id firstName lastName }
    advisor { id firstName lastName }
    taskCounts { total completed }
  }
}`;

interface ListedEngagement {
  id: string;
  title: string;
  status: string;
  dueDate: string | null;
  totalAmount: number | null;
  paidAmount: number;
  paymentProgress: number | null;
  service: { name: string; category: string } | null;
  client: { id: string; firstName: string; lastName: string } | null;
  advisor: { id: string; firstName: string } | null;
  taskCounts: { total: number; completed: number };
}

describe.each(testDatabaseTargets)('engagements ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let superadmin: TestAgent;

  const list = async (agent: TestAgent, variables: Record<string, unknown> = {}) => {
    const response = await graphql(agent, LIST, variables).expect(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.engagements as ListedEngagement[];
  };
  const titles = (engagements: { title: string }[]) => engagements.map((engagement) => engagement.title);

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, secondClient, advisor, admin, superadmin] = await Promise.all([
      t.agent('client'),
      agentFor(t, 'client2@example.com'),
      t.agent('advisor'),
      t.agent('admin'),
      t.agent('superadmin'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  it('shows a client only their own engagements, most recently started first, with payment progress', async () => {
    // The demo's own tasks, and its jobs' checklists (demo/demo-jobs.ts), which change with the day it is seeded on.
    const tasks = t.database.dataSource.getRepository(Task);
    const withChecklists = async (engagementId: string, total: number, completed: number) => ({
      total: total + (await tasks.countBy({ engagementId, jobId: Not(IsNull()) })),
      completed: completed + (await tasks.countBy({ engagementId, jobId: Not(IsNull()), status: 'completed' })),
    });
    const own = await list(client);
    expect(titles(own)).toEqual(clientEngagementTitles);
    expect(new Set(own.map((engagement) => engagement.client?.id))).toEqual(new Set([CLIENT_ID]));
    expect(own[0]).toMatchObject({
      status: 'ACTIVE',
      totalAmount: 18500,
      paidAmount: 9250,
      paymentProgress: 50,
      service: { name: 'Annual Financial Statements', category: 'ACCOUNTING' },
      advisor: { id: ADVISOR_ID, firstName: 'Lerato' },
      taskCounts: await withChecklists(engagementIds.annualFinancials, 4, 1),
    });
    const bookkeeping = own.find((engagement) => engagement.id === engagementIds.bookkeeping);
    expect(bookkeeping).toMatchObject({ paymentProgress: 33, taskCounts: await withChecklists(engagementIds.bookkeeping, 2, 1) });
    const tender = own.find((engagement) => engagement.id === engagementIds.tender);
    expect(tender).toMatchObject({
      status: 'CANCELLED',
      paidAmount: 0,
      paymentProgress: 0,
      advisor: null,
      taskCounts: { total: 0, completed: 0 },
    });

    const theirs = await list(secondClient);
    expect(titles(theirs)).toEqual(['VAT Registration & First VAT201']);
    expect(theirs[0].client).toEqual({ id: SECOND_CLIENT_ID, firstName: 'Ayesha', lastName: 'Patel' });
  });

  it('shows no payment progress when there is no total above zero', async () => {
    const unpriced = await addEngagement(t, { clientId: SECOND_CLIENT_ID, title: 'Unpriced B-BBEE affidavit', totalAmount: null });
    const free = await addEngagement(t, { clientId: SECOND_CLIENT_ID, title: 'Free first consultation', totalAmount: 0 });
    const theirs = await list(secondClient);
    expect(theirs.find((engagement) => engagement.id === unpriced.id)).toMatchObject({ totalAmount: null, paymentProgress: null });
    expect(theirs.find((engagement) => engagement.id === free.id)).toMatchObject({ totalAmount: 0, paymentProgress: null });
    expect(theirs.find((engagement) => engagement.id === unpriced.id)?.dueDate).toBeNull();
  });

  it('shows an advisor the engagements assigned to them with the client’s name, and not the unassigned one', async () => {
    const assigned = await list(advisor);
    expect(titles(assigned)).toContain('VAT Registration & First VAT201');
    expect(titles(assigned)).not.toContain('CIDB Tender Readiness Pack');
    expect(new Set(assigned.map((engagement) => engagement.advisor?.id))).toEqual(new Set([ADVISOR_ID]));
    expect(assigned.find((engagement) => engagement.id === engagementIds.secondClientVat)?.client).toMatchObject({
      firstName: 'Ayesha',
      lastName: 'Patel',
    });
    // Another advisor serves none of these clients and sees none of them.
    const johan = await createAdvisor(t, 'Johan', 'Botha');
    expect(await list(await agentFor(t, johan.email))).toEqual([]);
  });

  it('shows admins and superadmins every engagement', async () => {
    const everyone = await list(admin);
    expect(titles(everyone)).toEqual(expect.arrayContaining([...clientEngagementTitles, 'VAT Registration & First VAT201']));
    expect(new Set(everyone.map((engagement) => engagement.client?.id))).toEqual(new Set([CLIENT_ID, SECOND_CLIENT_ID]));
    expect(titles(await list(superadmin))).toEqual(titles(everyone));
  });

  it('filters by status and searches title and description in any case', async () => {
    expect(titles(await list(client, { status: 'ON_HOLD' }))).toEqual(['Fleet Cost & Cash-Flow Review']);
    expect(titles(await list(client, { status: 'COMPLETED' }))).toEqual(['CIPC Annual Return & B-BBEE Affidavit']);
    expect(titles(await list(client, { search: 'vat201' }))).toEqual(['Monthly Bookkeeping & VAT201 Returns']);
    // "logbooks" is only in the fleet review's description.
    expect(titles(await list(client, { search: 'LOGBOOKS' }))).toEqual(['Fleet Cost & Cash-Flow Review']);
    expect(titles(await list(client, { status: 'ACTIVE', search: 'itr14' }))).toEqual(['2025 Annual Financial Statements & ITR14']);
    expect(await list(client, { search: '100%_' })).toEqual([]);
    expect(titles(await list(client, { status: null }))).toEqual(clientEngagementTitles);
  });

  it('refuses an unknown status: GraphQL before the resolver, naming the variable or argument; REST with a field error', async () => {
    // Neither an unknown value nor the stored spelling (on_hold) is an EngagementStatus name; nor is an empty one.
    for (const status of ['paused', 'on_hold', '']) {
      const response = await graphql(client, LIST, { status }).expect(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors[0].message).toMatch(
        `Variable "$status" got invalid value "${status}"; Value "${status}" does not exist in "EngagementStatus" enum`,
      );
    }
    const literal = await graphql(client, '{ engagements(status: paused) { id } }').expect(400);
    expect(literal.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.body.errors[0].message).toMatch('Value "paused" does not exist in "EngagementStatus" enum');
    const rest = await client.get('/api/engagements?status=paused').expect(400);
    expect(rest.body).toMatchObject({
      message: 'Choose a status from the list',
      errors: [{ path: 'status', message: 'Choose a status from the list' }],
    });
    expect((await client.get('/api/engagements?status=active&status=completed').expect(400)).body.errors[0].path).toBe('status');
    expect((await client.get(`/api/engagements?search=${'x'.repeat(256)}`).expect(400)).body.errors[0].path).toBe('search');
  });

  it('answers GET /api/engagements with an array of the client’s own, filtered by ?status', async () => {
    const all = (await client.get('/api/engagements').expect(200)).body as { id: string; clientId: string; totalAmount: number }[];
    expect(all).toHaveLength(clientEngagementTitles.length);
    expect(new Set(all.map((engagement) => engagement.clientId))).toEqual(new Set([CLIENT_ID]));
    expect(all[0]).toMatchObject({
      id: engagementIds.annualFinancials,
      title: '2025 Annual Financial Statements & ITR14',
      status: 'active',
      totalAmount: 18500,
      paidAmount: 9250,
      serviceId: serviceIds.financialStatements,
      assignedTo: ADVISOR_ID,
    });
    expect(typeof (all[0] as unknown as { startDate: string }).startDate).toBe('string');
    const active = (await client.get('/api/engagements?status=active').expect(200)).body as { title: string }[];
    expect(titles(active)).toEqual(['2025 Annual Financial Statements & ITR14', 'Monthly Bookkeeping & VAT201 Returns']);
    const advisorsList = (await advisor.get('/api/engagements').expect(200)).body as { assignedTo: string }[];
    expect(new Set(advisorsList.map((engagement) => engagement.assignedTo))).toEqual(new Set([ADVISOR_ID]));
  });

  it('refuses the list without a session: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.get('/api/engagements').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    const response = await graphql(t.request, LIST).expect(200);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.body.data).toBeNull();
  });

  it('loads services, people and task counts through DataLoader: the statement count does not grow with the list', async () => {
    const dataSource = t.database.dataSource;
    const shortList = await countQueries(dataSource, () => list(secondClient, { search: 'VAT Registration' }));
    expect(shortList.result).toHaveLength(1);
    const naledi = await createAdvisor(t, 'Naledi', 'Khumalo');
    for (const [index, serviceId] of Object.values(serviceIds).entries()) {
      const engagement = await addEngagement(t, {
        clientId: SECOND_CLIENT_ID,
        title: `VAT Registration follow-up ${index}`,
        serviceId,
        assignedTo: index % 2 === 0 ? ADVISOR_ID : naledi.id,
        totalAmount: 1000 * (index + 1),
      });
      await addTask(t, {
        engagementId: engagement.id,
        title: `Follow-up task ${index}`,
        status: index % 2 === 0 ? 'completed' : 'pending',
      });
    }
    const longList = await countQueries(dataSource, () => list(secondClient, { search: 'VAT Registration' }));
    expect(longList.result.length).toBeGreaterThanOrEqual(6);
    expect(new Set(longList.result.map((engagement) => engagement.service?.name)).size).toBe(5);
    expect(new Set(longList.result.map((engagement) => engagement.advisor?.id))).toEqual(new Set([ADVISOR_ID, naledi.id]));
    expect(longList.result.map((engagement) => engagement.taskCounts)).toEqual(
      expect.arrayContaining([
        { total: 1, completed: 1 },
        { total: 1, completed: 0 },
      ]),
    );
    expect(longList.count).toBe(shortList.count);
  });
});
