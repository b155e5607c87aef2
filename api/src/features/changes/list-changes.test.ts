import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { problem } from '../../test/problem';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { Task } from '../tasks/task.entity';
import { CLIENT_ID, addTask, engagementIds } from '../tasks/tasks-test-kit';
import { recordDeletions } from './changed-since';

interface Listed {
  id: string;
  updatedAt?: string;
  deleted?: true;
  deletedAt?: string;
}

const PAGE = `query Page($first: Int, $after: String, $updatedSince: String) {
  tasksConnection(first: $first, after: $after, updatedSince: $updatedSince) {
    nodes { id title updatedAt } deleted { id deletedAt } totalCount pageInfo { hasNextPage endCursor }
  }
}`;

describe.each(testDatabaseTargets)('a list paged and synced by what changed ($name)', (target) => {
  let t: TestApp;
  let advisor: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [advisor, client] = await Promise.all([t.agent('advisor'), t.agent('client')]);
  }, 60_000);
  afterAll(() => t.close());

  /** Follows X-Next-Cursor to the end, as an integration would. */
  async function everyPage(agent: TestAgent, query: Record<string, string>): Promise<{ items: Listed[]; pages: number }> {
    const items: Listed[] = [];
    let pages = 0;
    for (let after: string | undefined; ;) {
      const response = await agent
        .get('/api/tasks')
        .query({ ...query, ...(after ? { after } : {}) })
        .expect(200);
      pages += 1;
      items.push(...(response.body as Listed[]));
      after = response.headers['x-next-cursor'];
      if (!after) return { items, pages };
    }
  }

  it('answers the whole list as before when no paging is asked for, and pages it in its own order by first and after', async () => {
    const whole = (await advisor.get('/api/tasks').expect(200)).body as Listed[];
    expect(whole.length).toBeGreaterThan(3);
    const first = await advisor.get('/api/tasks').query({ first: '2' }).expect(200);
    expect(first.body.map((task: Listed) => task.id)).toEqual(whole.slice(0, 2).map((task) => task.id));
    expect(first.headers['x-total-count']).toBe(String(whole.length));
    const { items, pages } = await everyPage(advisor, { first: '2' });
    expect(items.map((task) => task.id)).toEqual(whole.map((task) => task.id));
    expect(pages).toBe(Math.ceil(whole.length / 2));
  });

  it('answers only what changed since a time, oldest change first, every change once across pages, deletions in their place', async () => {
    const since = new Date(Date.now() - 1000);
    const [a, b, c] = await Promise.all(
      ['Sync one', 'Sync two', 'Sync three'].map((title) => addTask(t, { engagementId: engagementIds.annualFinancials, title })),
    );
    // b changes later than the others; a task deleted (as erasure deletes documents) is a tombstone.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await advisor.put(`/api/tasks/${b.id}`).send({ status: 'in_progress' }).expect(200);
    await t.database.dataSource.transaction(async (manager) => {
      await manager.delete(Task, c.id);
      await recordDeletions(manager, 'task', [{ id: c.id, clientId: null }]);
    });

    const { items, pages } = await everyPage(advisor, { updated_since: since.toISOString(), first: '1' });
    expect(pages).toBe(3);
    // a first; b and the deletion a second later, in the order of the times each database kept
    // (MySQL keeps an update's time to the second).
    expect(items[0].id).toBe(a.id);
    expect(items.map((item) => item.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(items.find((item) => item.id === c.id)).toEqual({ id: c.id, deleted: true, deletedAt: expect.any(String) });
    const timeOf = (item: Listed) => new Date((item.updatedAt ?? item.deletedAt)!).getTime();
    expect(items.map(timeOf)).toEqual(items.map(timeOf).sort((x, y) => x - y));
    expect(timeOf(items.find((item) => item.id === b.id)!)).toBeGreaterThan(timeOf(items[0]));

    // Asked from b's own change: b and the deletion (at or after it), not a.
    const bUpdatedAt = items.find((item) => item.id === b.id)!.updatedAt!;
    const fromB = (await advisor.get('/api/tasks').query({ updated_since: bUpdatedAt }).expect(200)).body as Listed[];
    expect(fromB.map((item) => item.id)).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(fromB.map((item) => item.id)).not.toContain(a.id);
  });

  it('tells a client of their own deletions only', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await t.database.dataSource.transaction((manager) =>
      recordDeletions(manager, 'task', [
        { id: 'aaaaaaaa-0000-4000-8000-000000000001', clientId: 'someone-else' },
        { id: 'aaaaaaaa-0000-4000-8000-000000000002', clientId: CLIENT_ID },
      ]),
    );
    const listed = (await client.get('/api/tasks').query({ updated_since: since }).expect(200)).body as Listed[];
    const deletions = listed.filter((item) => item.deleted).map((item) => item.id);
    expect(deletions).toContain('aaaaaaaa-0000-4000-8000-000000000002');
    expect(deletions).not.toContain('aaaaaaaa-0000-4000-8000-000000000001');
  });

  it('pages the same changes through GraphQL, with the deletions beside the records', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const added = await addTask(t, { engagementId: engagementIds.annualFinancials, title: 'Sync over GraphQL' });
    const first = await graphql(advisor, PAGE, { updatedSince: since, first: 100 }).expect(200);
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.tasksConnection;
    expect(page.nodes.map((node: Listed) => node.id)).toContain(added.id);
    expect(page.totalCount).toBe(page.nodes.length + page.deleted.length);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  // Every REST list of the specification's records pages and syncs the same way.
  it.each(['/api/documents', '/api/messages', '/api/appointments', '/api/engagements', '/api/document-requests', '/api/tasks'])(
    '%s: whole without paging; pages of first; only what changed with updated_since, oldest first',
    async (path) => {
      const agent = path === '/api/messages' ? client : advisor;
      const whole = (await agent.get(path).expect(200)).body as Listed[];
      expect(whole.length).toBeGreaterThan(1);
      const page = await agent.get(path).query({ first: '1' }).expect(200);
      expect(page.body).toHaveLength(1);
      expect(page.headers['x-total-count']).toBe(String(whole.length));
      const next = await agent.get(path).query({ first: '100', after: page.headers['x-next-cursor'] }).expect(200);
      expect([...page.body, ...next.body].map((item: Listed) => item.id).sort()).toEqual(whole.map((item) => item.id).sort());

      const changed = (await agent.get(path).query({ updated_since: '2000-01-01T00:00:00Z', first: '100' }).expect(200)).body as Listed[];
      const times = changed.map((item) => new Date(item.updatedAt!).getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(await agent.get(path).query({ updated_since: '2999-01-01T00:00:00+02:00' }).expect(200)).toMatchObject({ body: [] });
    },
  );

  it('answers a message read since as changed, to its recipient, through REST and GraphQL', async () => {
    const unread = (await client.get('/api/messages').query({ unreadOnly: 'true' }).expect(200)).body as Listed[];
    expect(unread.length).toBeGreaterThan(0);
    const since = new Date(Date.now() - 1000).toISOString();
    await client.put(`/api/messages/${unread[0].id}/read`).expect(200);
    const changed = (await client.get('/api/messages').query({ updated_since: since }).expect(200)).body as Listed[];
    expect(changed.map((item) => item.id)).toEqual([unread[0].id]);
    const overGraphQL = await graphql(
      client,
      'query ($since: String) { messages(updatedSince: $since) { nodes { id updatedAt } deleted { id } } }',
      {
        since,
      },
    ).expect(200);
    expect(overGraphQL.body.data.messages).toEqual({ nodes: [{ id: unread[0].id, updatedAt: expect.any(String) }], deleted: [] });
  });

  it.each([
    [{ updated_since: 'yesterday' }, 'updated_since', 'updated_since must be a date and time with its offset'],
    [{ updated_since: '2026-11-01T00:00:00' }, 'updated_since', 'updated_since must be a date and time with its offset'],
    [{ updated_since: '2026-11-01T00:00:00Z', after: 'not-a-cursor' }, 'after', 'after is not a cursor of this list’s changes'],
    [{ after: Buffer.from('changes:1:abc').toString('base64url') }, 'after', 'after is not a cursor from this list'],
    [{ first: '0' }, 'first', 'first must be at least 1'],
    [{ first: 'many' }, 'first', 'first must be a whole number'],
  ])('refuses %j naming the parameter', async (query, path, message) => {
    const response = await advisor
      .get('/api/tasks')
      .query(query)
      .expect(400)
      .expect(problem({ code: 'BAD_USER_INPUT', message: expect.stringContaining(message) }));
    expect(response.body.errors).toEqual([expect.objectContaining({ path })]);
  });

  it('refuses a bad updatedSince in GraphQL naming the argument', async () => {
    const response = await graphql(advisor, PAGE, { updatedSince: 'soon' }).expect(200);
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(response.body.errors[0].message).toContain('updatedSince must be a date and time with its offset');
  });
});
