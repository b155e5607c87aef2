import { checkedAgent } from '../../test/checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { DEMO_PASSWORD, createTestApp, graphql, type TestApp } from '../../test/test-app';
import { enumName } from '../../../../validation/enum-names';

const LIST = `query Notifications($unreadOnly: Boolean, $first: Int, $after: String) {
  notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id type category title content isRead readAt createdAt actionUrl }
  }
  unreadNotificationCount
}`;

const MARK_READ = `mutation MarkRead($id: ID!) {
  markNotificationRead(id: $id) { id isRead readAt }
}`;

interface ListedNotification {
  id: string;
  type: string;
  category: string | null;
  title: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

describe.each(testDatabaseTargets)('notifications ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let client2: TestAgent;

  const list = async (agent: TestAgent, variables: Record<string, unknown> = {}) => {
    const response = await graphql(agent, LIST, { first: 100, ...variables }).expect(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data as {
      notifications: { totalCount: number; nodes: ListedNotification[] };
      unreadNotificationCount: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    client = await t.agent('client');
    client2 = checkedAgent(t.app.express);
    await client2.post('/api/auth/login').send({ email: 'client2@example.com', password: DEMO_PASSWORD }).expect(200);
    // client2 gets one notification of their own to tell apart from the demo client's.
    const users = await t.database.dataSource.query(`SELECT id FROM users WHERE email = 'client2@example.com'`);
    await t.app.services.notifications.notify({ userId: users[0].id, title: 'For client two', content: 'Only yours', type: 'info' });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone not signed in: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    await t.request.get('/api/notifications').expect(401);
    await t.request.put('/api/notifications/anything/read').expect(401);
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists only the viewer’s own notifications, newest first', async () => {
    const own = await list(client);
    expect(own.notifications.totalCount).toBeGreaterThan(0);
    expect(own.notifications.nodes).toHaveLength(own.notifications.totalCount);
    expect(own.notifications.nodes.some((node) => node.title === 'For client two')).toBe(false);
    const dates = own.notifications.nodes.map((node) => Date.parse(node.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const rest = await client.get('/api/notifications').expect(200);
    expect(rest.body.map((n: { id: string }) => n.id)).toEqual(own.notifications.nodes.map((node) => node.id));
    // The same type and category: REST answers the stored value (success, document), GraphQL the enum's name (SUCCESS, DOCUMENT).
    expect(own.notifications.nodes.map((node) => [node.type, node.category])).toEqual(
      rest.body.map((n: { type: string; category: string | null }) => [
        enumName(n.type),
        n.category === null ? null : enumName(n.category),
      ]),
    );

    const other = await list(client2);
    expect(other.notifications.nodes.find((node) => node.title === 'For client two')).toMatchObject({ type: 'INFO', category: null });
    const ownIds = new Set(own.notifications.nodes.map((node) => node.id));
    expect(other.notifications.nodes.some((node) => ownIds.has(node.id))).toBe(false);
    const otherRest = await client2.get('/api/notifications').expect(200);
    expect(otherRest.body).toHaveLength(other.notifications.totalCount);
  });

  it('keeps only the unread ones with unreadOnly', async () => {
    const all = await list(client);
    const unread = await list(client, { unreadOnly: true });
    const expected = all.notifications.nodes.filter((node) => !node.isRead);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.notifications.totalCount);
    expect(unread.notifications.nodes.map((node) => node.id)).toEqual(expected.map((node) => node.id));
    expect(unread.unreadNotificationCount).toBe(expected.length);

    const rest = await client.get('/api/notifications?unreadOnly=true').expect(200);
    expect(rest.body.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    expect(rest.body).toHaveLength(expected.length);
    expect((await client.get('/api/notifications?unreadOnly=false').expect(200)).body).toHaveLength(all.notifications.totalCount);
    await client.get('/api/notifications?unreadOnly=maybe').expect(400);
  });

  it('marks a notification read, setting readAt, and the unread count drops', async () => {
    const before = await list(client, { unreadOnly: true });
    const [first, second] = before.notifications.nodes;

    const marked = await graphql(client, MARK_READ, { id: first.id }).expect(200);
    expect(marked.body.errors).toBeUndefined();
    expect(marked.body.data.markNotificationRead).toMatchObject({ id: first.id, isRead: true, readAt: expect.any(String) });

    const viaRest = await client.put(`/api/notifications/${second.id}/read`).expect(200);
    expect(viaRest.body).toMatchObject({ id: second.id, isRead: true, readAt: expect.any(String) });

    const after = await list(client, { unreadOnly: true });
    expect(after.unreadNotificationCount).toBe(before.unreadNotificationCount - 2);
    expect(after.notifications.nodes.map((node) => node.id)).not.toContain(first.id);

    // Already read: answered unchanged.
    const again = await client.put(`/api/notifications/${first.id}/read`).expect(200);
    expect(again.body.readAt).toBe(marked.body.data.markNotificationRead.readAt);
  });

  it("answers 404 / NOT_FOUND for another user's notification and leaves it unread", async () => {
    const theirs = (await list(client2)).notifications.nodes.find((node) => node.title === 'For client two')!;
    await client.put(`/api/notifications/${theirs.id}/read`).expect(404);
    const response = await graphql(client, MARK_READ, { id: theirs.id }).expect(200);
    expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND');
    await client.put('/api/notifications/no-such-id/read').expect(404);
    expect((await list(client2)).notifications.nodes.find((node) => node.id === theirs.id)?.isRead).toBe(false);
  });
});
