import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { Message } from './message.entity';
import { CLIENT_SENT_MESSAGE, MARK_READ, UNREAD_VAT_MESSAGE, demoMessage, listMessages, secondClientAgent } from './message-test-kit';

/** The advisor's unread follow-up to the client (the other unread demo message). */
const FOLLOW_UP = demoMessage('afs-checklist-follow-up');

describe.each(testDatabaseTargets)('reading messages ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  const stored = (id: string) => t.database.dataSource.getRepository(Message).findOneByOrFail({ id });

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  }, 60_000);
  afterAll(() => t.close());

  it('lets only the recipient mark a message read: the sender is refused, anyone else finds nothing', async () => {
    const bySender = await graphql(advisor, MARK_READ, { id: UNREAD_VAT_MESSAGE }).expect(200);
    expect(bySender.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await advisor.put(`/api/messages/${UNREAD_VAT_MESSAGE}/read`).expect(403);

    const ayesha = await secondClientAgent(t);
    expect((await ayesha.put(`/api/messages/${UNREAD_VAT_MESSAGE}/read`).expect(404)).body).toMatchObject({ message: 'Not found' });
    const byStranger = await graphql(await t.agent('admin'), MARK_READ, { id: UNREAD_VAT_MESSAGE }).expect(200);
    expect(byStranger.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(byStranger.body)).not.toContain('VAT201');
    await client.put('/api/messages/no-such-message/read').expect(404);
    await client.put(`/api/messages/${'x'.repeat(60)}/read`).expect(404);

    expect(await stored(UNREAD_VAT_MESSAGE)).toMatchObject({ isRead: false, readAt: null });
  });

  it('marks a received message read by GraphQL, setting readAt, and the unread count drops', async () => {
    const before = await listMessages(client);
    expect(before.unreadMessageCount).toBe(2);
    const marked = await graphql(client, MARK_READ, { id: UNREAD_VAT_MESSAGE }).expect(200);
    expect(marked.body.errors).toBeUndefined();
    expect(marked.body.data.markMessageRead).toMatchObject({ id: UNREAD_VAT_MESSAGE, isRead: true, readAt: expect.any(String) });
    const after = await listMessages(client, { unreadOnly: true });
    expect(after.unreadMessageCount).toBe(1);
    expect(after.messages.nodes.map((node) => node.id)).toEqual([FOLLOW_UP]);
    // The sender sees that it has been read.
    const advisorView = await listMessages(advisor, { direction: 'SENT' });
    expect(advisorView.messages.nodes.find((node) => node.id === UNREAD_VAT_MESSAGE)).toMatchObject({ isRead: true });
  });

  it('answers PUT /api/messages/{id}/read with the record, and keeps the first readAt when read again', async () => {
    const first = await client.put(`/api/messages/${FOLLOW_UP}/read`).expect(200);
    expect(first.body).toMatchObject({ id: FOLLOW_UP, isRead: true, direction: 'received', readAt: expect.any(String) });
    const again = await client.put(`/api/messages/${FOLLOW_UP}/read`).expect(200);
    expect(again.body.readAt).toBe(first.body.readAt);
    expect((await listMessages(client)).unreadMessageCount).toBe(0);
  });

  it('refuses the sender even for a message already read', async () => {
    expect((await stored(CLIENT_SENT_MESSAGE)).isRead).toBe(true);
    await client.put(`/api/messages/${CLIENT_SENT_MESSAGE}/read`).expect(403);
  });
});
