import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Notification } from '../notifications/notification.entity';
import { ADVISOR_ID, CLIENT_ID, addTask, agentFor, createAdvisor, engagementIds, taskIds } from './tasks-test-kit';
import { Task } from './task.entity';

const UPDATE = `mutation UpdateTaskStatus($id: ID!, $status: TaskStatus!) {
  updateTaskStatus(id: $id, status: $status) { id title status completedAt }
}`;

describe.each(testDatabaseTargets)('ticking off and reopening tasks ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  const update = (agent: TestAgent, id: string, status: string) => graphql(agent, UPDATE, { id, status }).expect(200);
  const stored = (id: string) => t.database.dataSource.getRepository(Task).findOneByOrFail({ id });
  const noticesFor = (userId: string, title: string) =>
    t.database.dataSource.getRepository(Notification).find({ where: { userId, title }, order: { createdAt: 'ASC' } });

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

  it('completes a task with the server’s time, reopens it with none, and writes both to the audit log', async () => {
    const before = Date.now();
    const completed = await update(client, taskIds.reviewDraft, 'COMPLETED');
    expect(completed.body.errors).toBeUndefined();
    const task = completed.body.data.updateTaskStatus;
    expect(task).toMatchObject({ id: taskIds.reviewDraft, status: 'COMPLETED' });
    const completedAt = new Date(task.completedAt).getTime();
    // Whole seconds on some databases: allow the second the request started in.
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(completedAt).toBeLessThanOrEqual(Date.now());
    expect((await stored(taskIds.reviewDraft)).completedAt).not.toBeNull();

    const reopened = await update(client, taskIds.reviewDraft, 'PENDING');
    expect(reopened.body.data.updateTaskStatus).toMatchObject({ status: 'PENDING', completedAt: null });
    expect(await stored(taskIds.reviewDraft)).toMatchObject({ status: 'pending', completedAt: null });

    const entries = await t.database.dataSource
      .getRepository(AuditLog)
      .find({ where: { action: 'task.status_update', resourceId: taskIds.reviewDraft }, order: { createdAt: 'ASC' } });
    expect(entries.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'completed', engagementId: engagementIds.annualFinancials }),
      expect.objectContaining({ from: 'completed', to: 'pending' }),
    ]);
    expect(entries.every((entry) => entry.resourceType === 'task')).toBe(true);
  });

  it('tells the engagement’s advisor when the client completes or reopens a task, linking to the tasks page', async () => {
    await update(client, taskIds.logbooks, 'COMPLETED');
    await update(client, taskIds.logbooks, 'PENDING');
    const completed = (await noticesFor(ADVISOR_ID, 'Task completed')).at(-1);
    expect(completed).toMatchObject({
      category: 'task',
      type: 'success',
      actionUrl: '/portal/tasks',
      isRead: false,
      content: 'Sipho Dlamini completed "Provide the vehicle logbooks" (Fleet Cost & Cash-Flow Review).',
    });
    const reopened = (await noticesFor(ADVISOR_ID, 'Task reopened')).at(-1);
    expect(reopened).toMatchObject({
      category: 'task',
      content: 'Sipho Dlamini reopened "Provide the vehicle logbooks" (Fleet Cost & Cash-Flow Review).',
    });
  });

  it('lets the advisor and an admin tick off tasks they see, without notifying the advisor of their own change', async () => {
    const before = (await noticesFor(ADVISOR_ID, 'Task completed')).length;
    expect((await update(advisor, taskIds.assetRegister, 'COMPLETED')).body.data.updateTaskStatus.status).toBe('COMPLETED');
    expect((await update(admin, taskIds.patelDocuments, 'IN_PROGRESS')).body.data.updateTaskStatus).toMatchObject({
      status: 'IN_PROGRESS',
      completedAt: null,
    });
    expect(await noticesFor(ADVISOR_ID, 'Task completed')).toHaveLength(before);
  });

  it('tells the client when their advisor completes one of their tasks', async () => {
    await update(advisor, taskIds.logbooks, 'COMPLETED');
    const told = (await noticesFor(CLIENT_ID, 'Task completed')).at(-1);
    expect(told).toMatchObject({ category: 'task', actionUrl: '/portal/tasks' });
    expect(told?.content).toMatch(/^Lerato \S+ completed "Provide the vehicle logbooks"/);
    await update(advisor, taskIds.logbooks, 'PENDING');
  });

  it('changes nothing when the task already has that status', async () => {
    const { completedAt } = await stored(taskIds.signLetter);
    const answer = await update(client, taskIds.signLetter, 'COMPLETED');
    expect(new Date(answer.body.data.updateTaskStatus.completedAt).getTime()).toBe(completedAt?.getTime());
    const entries = await t.database.dataSource
      .getRepository(AuditLog)
      .countBy({ action: 'task.status_update', resourceId: taskIds.signLetter });
    expect(entries).toBe(0);
  });

  it("answers not found for another client's task, for a stranger advisor, and for an over-long id, changing nothing", async () => {
    for (const [agent, id] of [
      [secondClient, taskIds.bankStatements],
      [client, taskIds.patelDocuments],
      [client, 'x'.repeat(500)],
      [client, 'no-such-task'],
    ] as const) {
      const answer = await update(agent, id, 'COMPLETED');
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(answer.body)).not.toContain('bank statements');
      expect((await agent.put(`/api/tasks/${id}`).send({ status: 'completed' }).expect(404)).body).toMatchObject({ message: 'Not found' });
    }
    const johan = await agentFor(t, (await createAdvisor(t, 'Johan', 'Botha')).email);
    expect((await update(johan, taskIds.bankStatements, 'COMPLETED')).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await stored(taskIds.bankStatements)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await stored(taskIds.patelDocuments)).toMatchObject({ completedAt: null });
  });

  it('lets an advisor change a task assigned to them on an engagement they do not run', async () => {
    const task = await addTask(t, { engagementId: engagementIds.tender, title: 'Check the CIDB grading', assignedTo: ADVISOR_ID });
    expect((await update(advisor, task.id, 'COMPLETED')).body.data.updateTaskStatus.status).toBe('COMPLETED');
  });

  it('refuses an unknown status: GraphQL before the resolver, naming the variable or argument; REST with a field error', async () => {
    // The stored spelling is no TaskStatus name either: GraphQL takes COMPLETED, REST takes completed.
    for (const status of ['done', 'completed']) {
      const answer = await graphql(client, UPDATE, { id: taskIds.bankStatements, status }).expect(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors[0].message).toMatch(
        `Variable "$status" got invalid value "${status}"; Value "${status}" does not exist in "TaskStatus" enum`,
      );
    }
    const literal = await graphql(client, `mutation { updateTaskStatus(id: "${taskIds.bankStatements}", status: done) { id } }`).expect(
      400,
    );
    expect(literal.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.body.errors[0].message).toMatch('Value "done" does not exist in "TaskStatus" enum');
    for (const body of [{ status: 'done' }, {}, { status: 'x'.repeat(300) }, { status: ['completed'] }]) {
      const rest = await client.put(`/api/tasks/${taskIds.bankStatements}`).send(body).expect(400);
      expect(rest.body.errors).toEqual([{ path: 'status', message: 'Status must be pending, in_progress or completed' }]);
    }
    expect(await stored(taskIds.bankStatements)).toMatchObject({ status: 'pending' });
  });

  it('takes PUT /api/tasks/{id} with status and completedAt, the server choosing the time', async () => {
    const sent = '2001-01-01T00:00:00.000Z';
    const done = await client.put(`/api/tasks/${taskIds.bankStatements}`).send({ status: 'completed', completedAt: sent }).expect(200);
    expect(done.body).toMatchObject({ id: taskIds.bankStatements, status: 'completed', engagementId: engagementIds.annualFinancials });
    expect(new Date(done.body.completedAt).getFullYear()).toBeGreaterThan(2001);
    const undone = await client.put(`/api/tasks/${taskIds.bankStatements}`).send({ status: 'pending', completedAt: null }).expect(200);
    expect(undone.body).toMatchObject({ status: 'pending', completedAt: null });
  });

  it('refuses changes without a session: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.put(`/api/tasks/${taskIds.bankStatements}`).send({ status: 'completed' }).expect(401)).body).toMatchObject({
      message: 'Unauthorized',
    });
    expect((await update(t.request, taskIds.bankStatements, 'COMPLETED')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await stored(taskIds.bankStatements)).toMatchObject({ status: 'pending' });
  });
});
