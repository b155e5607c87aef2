import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { demoMessageAttachments } from '../../demo/demo-messages';
import { Message } from './message.entity';
import {
  ADMIN_ID,
  ADVISOR_ID,
  CHECKLIST_MESSAGE,
  CLIENT_ID,
  CLIENT_SENT_MESSAGE,
  LIST,
  SECOND_CLIENT_ID,
  UNREAD_VAT_MESSAGE,
  listMessages,
  secondClientAgent,
} from './message-test-kit';

describe.each(testDatabaseTargets)('the mailbox ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let client2: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    client2 = await secondClientAgent(t);
    // One message between the admin and the second client, outside the demo client's mailbox.
    await t.database.dataSource.getRepository(Message).save(
      t.database.dataSource.getRepository(Message).create({
        senderId: ADMIN_ID,
        recipientId: SECOND_CLIENT_ID,
        subject: 'Guesthouse VAT registration',
        content: 'Private to Ayesha',
      }),
    );
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone not signed in: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.get('/api/messages').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    await t.request.post('/api/messages').send({ recipientId: ADVISOR_ID, subject: 'Hi', content: 'Hello' }).expect(401);
    await t.request.put(`/api/messages/${UNREAD_VAT_MESSAGE}/read`).expect(401);
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists only what the viewer sent or received, newest first, with sender, recipient and direction', async () => {
    const own = await listMessages(client);
    expect(own.messages.totalCount).toBe(6);
    expect(own.messages.nodes.every((node) => [node.sender?.id, node.recipient?.id].includes(CLIENT_ID))).toBe(true);
    const dates = own.messages.nodes.map((node) => Date.parse(node.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const vat = own.messages.nodes.find((node) => node.id === UNREAD_VAT_MESSAGE)!;
    expect(vat).toMatchObject({
      subject: 'VAT201 submitted',
      direction: 'RECEIVED',
      isRead: false,
      readAt: null,
      sender: { id: ADVISOR_ID, name: 'Lerato Mokoena', email: 'advisor@example.com' },
      recipient: { id: CLIENT_ID, email: 'client@example.com' },
    });
    expect(own.messages.nodes.find((node) => node.id === CLIENT_SENT_MESSAGE)?.direction).toBe('SENT');
    // The demo's real files (db/seed/demo-messages.ts), in the order they were sent.
    expect(own.messages.nodes.find((node) => node.id === CHECKLIST_MESSAGE)?.attachments).toEqual(
      demoMessageAttachments.map((file) => ({ name: file.originalName, size: file.content().length, mimeType: file.mimeType })),
    );
    const replies = own.messages.nodes.filter((node) => node.parentMessageId);
    expect(replies.length).toBe(2);
    expect(own.unreadMessageCount).toBe(2);

    // The advisor sees the same conversation from the other side.
    const advisorView = await listMessages(advisor);
    expect(advisorView.messages.nodes.map((node) => node.id).sort()).toEqual(own.messages.nodes.map((node) => node.id).sort());
    expect(advisorView.messages.nodes.find((node) => node.id === UNREAD_VAT_MESSAGE)?.direction).toBe('SENT');
    expect(advisorView.unreadMessageCount).toBe(0);
  });

  it('keeps every mailbox personal, an administrator’s too', async () => {
    const adminView = await listMessages(admin);
    expect(adminView.messages.nodes.map((node) => node.subject)).toEqual(['Guesthouse VAT registration']);
    const ayesha = await listMessages(client2);
    expect(ayesha.messages.nodes.map((node) => node.subject)).toEqual(['Guesthouse VAT registration']);
    expect(ayesha.unreadMessageCount).toBe(1);
    expect(JSON.stringify(await listMessages(client))).not.toContain('Private to Ayesha');
    const superadmin = await listMessages(await t.agent('superadmin'));
    expect(superadmin.messages.totalCount).toBe(0);

    const rest = (await client2.get('/api/messages').expect(200)).body as { subject: string; direction: string; recipientId: string }[];
    expect(rest).toEqual([
      expect.objectContaining({ subject: 'Guesthouse VAT registration', direction: 'received', recipientId: SECOND_CLIENT_ID }),
    ]);
  });

  it('narrows to received, sent or unread messages', async () => {
    const received = await listMessages(client, { direction: 'RECEIVED' });
    expect(received.messages.totalCount).toBe(4);
    expect(received.messages.nodes.every((node) => node.direction === 'RECEIVED')).toBe(true);
    const sent = await listMessages(client, { direction: 'SENT' });
    expect(sent.messages.nodes.map((node) => node.subject).sort()).toEqual([
      'Fleet review on hold',
      'Re: Information needed for your 2025 financial statements',
    ]);
    const unread = await listMessages(client, { unreadOnly: true });
    expect(unread.messages.nodes.map((node) => node.id)).toEqual([UNREAD_VAT_MESSAGE, expect.any(String)]);
    expect(unread.messages.nodes.every((node) => !node.isRead && node.direction === 'RECEIVED')).toBe(true);
    // A message one sent is never waiting for one to read it.
    expect((await listMessages(advisor, { unreadOnly: true, direction: 'SENT' })).messages.totalCount).toBe(0);

    const restUnread = (await client.get('/api/messages?unreadOnly=true').expect(200)).body as { id: string }[];
    expect(restUnread.map((message) => message.id)).toEqual(unread.messages.nodes.map((node) => node.id));
    const restSent = (await client.get('/api/messages?direction=sent').expect(200)).body as { direction: string }[];
    expect(restSent.map((message) => message.direction)).toEqual(['sent', 'sent']);
  });

  it('searches subject and content in any case, on the server', async () => {
    expect((await listMessages(client, { search: 'vat201' })).messages.nodes.map((node) => node.subject)).toEqual(['VAT201 submitted']);
    // "logbooks" is only in the content.
    expect((await listMessages(client, { search: 'LOGBOOKS' })).messages.nodes.map((node) => node.subject)).toEqual([
      'Fleet review on hold',
    ]);
    expect((await listMessages(client, { search: 'financial statements' })).messages.totalCount).toBe(3);
    expect((await listMessages(client, { search: '100%_' })).messages.totalCount).toBe(0);
    expect((await listMessages(client2, { search: 'logbooks' })).messages.totalCount).toBe(0);
    const rest = (await client.get('/api/messages?search=Bank%20Is%20Still').expect(200)).body as { subject: string }[];
    expect(rest.map((message) => message.subject)).toEqual(['Re: Information needed for your 2025 financial statements']);
  });

  it('pages newest first with cursors and a total', async () => {
    const first = await listMessages(client, { first: 4 });
    expect(first.messages.nodes).toHaveLength(4);
    expect(first.messages.totalCount).toBe(6);
    expect(first.messages.pageInfo.hasNextPage).toBe(true);
    const second = await listMessages(client, { first: 4, after: first.messages.pageInfo.endCursor });
    expect(second.messages.nodes).toHaveLength(2);
    expect(second.messages.pageInfo.hasNextPage).toBe(false);
    const all = await listMessages(client);
    expect([...first.messages.nodes, ...second.messages.nodes].map((node) => node.id)).toEqual(all.messages.nodes.map((node) => node.id));
  });

  it('refuses bad filters with a field error, never a 500', async () => {
    const tooLong = await graphql(client, LIST, { search: 'x'.repeat(256) }).expect(200);
    expect(tooLong.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'search', message: 'Search must be at most 255 characters' }],
    });
    expect((await graphql(client, LIST, { first: 500 }).expect(200)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await client.get('/api/messages?unreadOnly=perhaps').expect(400)).body.errors).toEqual([
      { path: 'unreadOnly', message: 'unreadOnly must be true or false' },
    ]);
    expect((await client.get('/api/messages?direction=sideways').expect(400)).body.errors[0].path).toBe('direction');
  });

  it('loads senders and recipients through DataLoader: the statement count does not grow with the page', async () => {
    const dataSource = t.database.dataSource;
    const shortList = await countQueries(dataSource, () => listMessages(advisor, { first: 2 }));
    expect(shortList.result.messages.nodes).toHaveLength(2);
    // More messages with more people in them.
    const repository = dataSource.getRepository(Message);
    for (const recipientId of [SECOND_CLIENT_ID, ADMIN_ID, CLIENT_ID]) {
      await repository.save(
        repository.create({ senderId: ADVISOR_ID, recipientId, subject: 'Year-end', content: 'Please see the planner.' }),
      );
    }
    const longList = await countQueries(dataSource, () => listMessages(advisor, { first: 9 }));
    expect(longList.result.messages.nodes).toHaveLength(9);
    expect(new Set(longList.result.messages.nodes.map((node) => node.recipient?.id)).size).toBe(4);
    expect(longList.count).toBe(shortList.count);
  });
});
