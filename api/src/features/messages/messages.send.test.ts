import type TestAgent from 'supertest/lib/agent';
import { RECIPIENT_IS_SELF, RECIPIENT_NOT_FOUND } from '../../../../validation/messages';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { Notification } from '../notifications/notification.entity';
import { Message } from './message.entity';
import { MESSAGES_PER_WINDOW } from './messages.service';
import {
  ADMIN_ID,
  ADVISOR_ID,
  CHECKLIST_MESSAGE,
  CLIENT_ID,
  RECIPIENTS,
  SECOND_CLIENT_ID,
  UNREAD_VAT_MESSAGE,
  demoMessage,
  listMessages,
  secondClientAgent,
  sendMessage,
} from './message-test-kit';

const fieldErrorsOf = (body: Awaited<ReturnType<typeof sendMessage>>) => {
  expect(body.data).toBeNull();
  expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  return body.errors?.[0].extensions.fieldErrors;
};

describe.each(testDatabaseTargets)('sending messages ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let client2: TestAgent;
  const messageCount = () => t.database.dataSource.getRepository(Message).count();

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    client2 = await secondClientAgent(t);
  }, 60_000);
  afterAll(() => t.close());

  it('lets a client write to an advisor named by e-mail in any case, and the advisor receives it unread', async () => {
    const body = await sendMessage(client, {
      recipientId: 'Advisor@Example.COM',
      subject: ' VAT on the new bakkie ',
      content: 'Can we claim it?',
    });
    expect(body.errors).toBeUndefined();
    const sent = body.data!.sendMessage;
    expect(sent).toMatchObject({
      subject: 'VAT on the new bakkie',
      content: 'Can we claim it?',
      isRead: false,
      readAt: null,
      parentMessageId: null,
      direction: 'SENT',
      attachments: [],
      sender: { id: CLIENT_ID, email: 'client@example.com' },
      recipient: { id: ADVISOR_ID, name: 'Lerato Mokoena' },
    });
    const inbox = await listMessages(advisor, { direction: 'RECEIVED', unreadOnly: true });
    expect(inbox.messages.nodes[0]).toMatchObject({ id: sent.id, direction: 'RECEIVED', sender: { name: 'Sipho Dlamini' } });
  });

  it('tells the recipient with a message notification linking to /portal/messages', async () => {
    const notifications = t.database.dataSource.getRepository(Notification);
    const before = await notifications.count();
    const body = await sendMessage(advisor, {
      recipientId: CLIENT_ID,
      subject: 'Provisional tax reminder',
      content: 'IRP6 is due on Friday.',
    });
    expect(body.errors).toBeUndefined();
    expect(await notifications.count()).toBe(before + 1);
    expect(await notifications.findBy({ content: 'Provisional tax reminder' })).toEqual([
      expect.objectContaining({
        userId: CLIENT_ID,
        type: 'info',
        category: 'message',
        title: 'New message from Lerato Mokoena',
        actionUrl: '/portal/messages',
        isRead: false,
      }),
    ]);
  });

  it('refuses a client writing to another client exactly as to nobody: Recipient not found', async () => {
    const before = await messageCount();
    for (const recipientId of [SECOND_CLIENT_ID, 'client2@example.com', 'nobody@example.com', '00000000-0000-4000-8000-00000000ffff']) {
      expect(fieldErrorsOf(await sendMessage(client, { recipientId, subject: 'Hello', content: 'Hi' }))).toEqual([
        { path: 'recipientId', message: RECIPIENT_NOT_FOUND },
      ]);
    }
    expect(await messageCount()).toBe(before);
  });

  it('lets staff write to anyone, a client included, and an admin to an advisor', async () => {
    expect(
      (await sendMessage(advisor, { recipientId: SECOND_CLIENT_ID, subject: 'Welcome', content: 'Hi Ayesha' })).errors,
    ).toBeUndefined();
    expect(
      (await sendMessage(admin, { recipientId: 'advisor@example.com', subject: 'Leave', content: 'Approved' })).errors,
    ).toBeUndefined();
    // A client may write to an administrator, by id.
    expect((await sendMessage(client2, { recipientId: ADMIN_ID, subject: 'Access', content: 'Thanks' })).errors).toBeUndefined();
  });

  it('refuses a message to oneself, by id or by e-mail', async () => {
    for (const recipientId of [CLIENT_ID, 'CLIENT@example.com']) {
      expect(fieldErrorsOf(await sendMessage(client, { recipientId, subject: 'Note', content: 'To self' }))).toEqual([
        { path: 'recipientId', message: RECIPIENT_IS_SELF },
      ]);
    }
  });

  it('names every missing or over-long field', async () => {
    expect(fieldErrorsOf(await sendMessage(client, { recipientId: ' ', subject: ' ', content: '' }))).toEqual(
      expect.arrayContaining([
        { path: 'recipientId', message: 'Recipient is required' },
        { path: 'subject', message: 'Subject is required' },
        { path: 'content', message: 'Message is required' },
      ]),
    );
    expect(fieldErrorsOf(await sendMessage(client, { recipientId: ADVISOR_ID, subject: 's'.repeat(256), content: 'x' }))).toEqual([
      { path: 'subject', message: 'Subject must be at most 255 characters' },
    ]);
    expect(fieldErrorsOf(await sendMessage(client, { recipientId: ADVISOR_ID, subject: 'Long', content: 'x'.repeat(10_001) }))).toEqual([
      { path: 'content', message: 'Message must be at most 10,000 characters' },
    ]);
    expect(fieldErrorsOf(await sendMessage(client, { recipientId: 'a'.repeat(300), subject: 'Long', content: 'x' }))).toEqual([
      { path: 'recipientId', message: 'Recipient must be at most 255 characters' },
    ]);
  });

  it('answers POST /api/messages with 201 and the record, and 400 naming the field', async () => {
    const created = await client
      .post('/api/messages')
      .send({ recipientId: ADVISOR_ID, subject: 'Payroll for March', content: 'Two new staff start on the 1st.', parentMessageId: null })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      senderId: CLIENT_ID,
      recipientId: ADVISOR_ID,
      subject: 'Payroll for March',
      content: 'Two new staff start on the 1st.',
      parentMessageId: null,
      isRead: false,
      attachments: [],
      direction: 'sent',
    });
    const bad = await client.post('/api/messages').send({ recipientId: ADVISOR_ID, content: 'No subject' }).expect(400);
    expect(bad.body).toMatchObject({ message: 'Subject is required', errors: [{ path: 'subject', message: 'Subject is required' }] });
    const unknown = await client.post('/api/messages').send({ recipientId: 'ghost@example.com', subject: 'Hi', content: 'Hi' }).expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'recipientId', message: RECIPIENT_NOT_FOUND }]);
    await client.post('/api/messages').send('not json').expect(400);
  });

  it('sends a reply to the other party of the message by default, keeping its engagement', async () => {
    const reply = await sendMessage(client, {
      parentMessageId: UNREAD_VAT_MESSAGE,
      subject: 'Re: VAT201 submitted',
      content: 'Paid today.',
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.sendMessage).toMatchObject({ parentMessageId: UNREAD_VAT_MESSAGE, recipient: { id: ADVISOR_ID } });
    const parent = await t.database.dataSource.getRepository(Message).findOneByOrFail({ id: UNREAD_VAT_MESSAGE });
    const stored = await t.database.dataSource.getRepository(Message).findOneByOrFail({ id: reply.data!.sendMessage.id });
    expect(stored.engagementId).toBe(parent.engagementId);
    expect(stored.engagementId).not.toBeNull();

    // From the sender's side of a message the sender wrote, the reply goes to its recipient.
    const followUp = await sendMessage(advisor, { parentMessageId: CHECKLIST_MESSAGE, subject: 'Re: Checklist', content: 'A reminder.' });
    expect(followUp.data!.sendMessage.recipient?.id).toBe(CLIENT_ID);
  });

  it('accepts a reply only to a message the sender can see', async () => {
    const ayeshas = await sendMessage(admin, { recipientId: SECOND_CLIENT_ID, subject: 'Private', content: 'For Ayesha only' });
    for (const parentMessageId of [ayeshas.data!.sendMessage.id, 'no-such-message', demoMessage('never-seeded')]) {
      expect(fieldErrorsOf(await sendMessage(client, { parentMessageId, subject: 'Re: Private', content: 'Peek' }))).toEqual([
        { path: 'parentMessageId', message: 'The message you are replying to was not found' },
      ]);
    }
  });

  it('offers a client only staff to write to, and staff everyone but themselves', async () => {
    const forClient = (await graphql(client, RECIPIENTS).expect(200)).body.data.messageRecipients as { id: string; roleLabel: string }[];
    expect(forClient.map((person) => person.roleLabel).sort()).toEqual(['Administrator', 'Administrator', 'Advisor']);
    expect(forClient.map((person) => person.id)).not.toContain(SECOND_CLIENT_ID);
    expect(forClient).toContainEqual({ id: ADVISOR_ID, name: 'Lerato Mokoena', email: 'advisor@example.com', roleLabel: 'Advisor' });

    const forAdvisor = (await graphql(advisor, RECIPIENTS).expect(200)).body.data.messageRecipients as { id: string; roleLabel: string }[];
    expect(forAdvisor.map((person) => person.id)).not.toContain(ADVISOR_ID);
    expect(forAdvisor).toContainEqual(expect.objectContaining({ id: SECOND_CLIENT_ID, roleLabel: 'Client' }));
    expect(forAdvisor).toContainEqual(expect.objectContaining({ id: CLIENT_ID, roleLabel: 'Client' }));

    const searched = (await graphql(client, RECIPIENTS, { search: 'MOKOENA' }).expect(200)).body.data.messageRecipients as { id: string }[];
    expect(searched.map((person) => person.id)).toEqual([ADVISOR_ID]);
    expect((await graphql(client, RECIPIENTS, { search: 'patel' }).expect(200)).body.data.messageRecipients).toEqual([]);
    expect((await graphql(t.request, RECIPIENTS).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it(`stops a sender after ${MESSAGES_PER_WINDOW} messages in ten minutes`, async () => {
    const sender = await t.agent('superadmin');
    for (let index = 0; index < MESSAGES_PER_WINDOW; index += 1) {
      await sender
        .post('/api/messages')
        .send({ recipientId: ADVISOR_ID, subject: `Batch ${index}`, content: 'x' })
        .expect(201);
    }
    const refused = await sender.post('/api/messages').send({ recipientId: ADVISOR_ID, subject: 'One more', content: 'x' }).expect(429);
    expect(refused.body.message).toMatch(/try again in \d+ minutes/);
    // Others are not held back by it.
    await admin.post('/api/messages').send({ recipientId: ADVISOR_ID, subject: 'Still fine', content: 'x' }).expect(201);
  });
});
