import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, graphql, type TestApp } from '../../test/test-app';
import { readOutbox } from '../../test/outbox';
import { clientDocument } from '../documents/document-test-kit';
import { defaultNotificationPreferences } from '../../../../validation/notification-preferences';

const PREFERENCES = '{ notificationPreferences { email documents appointments messages tasks } }';

describe.each(testDatabaseTargets)('notification e-mail preferences ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string, subject: string) => {
    await t.app.services.mailQueue.drain();
    return readOutbox(t.config.outboxDir).filter((mail) => mail.includes(`To: ${email}`) && mail.includes(`Subject: ${subject}`));
  };
  const approve = async (originalName: string) => {
    const advisor = await t.agent('advisor');
    const document = await clientDocument(t, originalName);
    await advisor.put(`/api/documents/${document.id}/approve`).expect(200);
  };

  it('starts with every preference on, and saves a change over REST and GraphQL alike', async () => {
    const secondClient = await t.agent();
    await secondClient.post('/api/auth/login').send({ email: 'client2@example.com', password: DEMO_PASSWORD }).expect(200);
    expect((await secondClient.get('/api/notifications/preferences').expect(200)).body).toEqual(defaultNotificationPreferences);
    // The demo client has saved a choice of their own.
    const client = await t.agent('client');
    expect((await client.get('/api/notifications/preferences').expect(200)).body).toEqual({
      ...defaultNotificationPreferences,
      tasks: false,
    });
    const changed = { ...defaultNotificationPreferences, tasks: false };
    expect((await client.put('/api/notifications/preferences').send(changed).expect(200)).body).toEqual(changed);
    expect((await graphql(client, PREFERENCES).expect(200)).body.data.notificationPreferences).toEqual(changed);

    const UPDATE = 'mutation Update($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { tasks } }';
    const back = await graphql(client, UPDATE, { input: defaultNotificationPreferences }).expect(200);
    expect(back.body.data.updateNotificationPreferences).toEqual({ tasks: true });
  });

  it('names the field of a value that is not on or off', async () => {
    const client = await t.agent('client');
    const response = await client
      .put('/api/notifications/preferences')
      .send({ ...defaultNotificationPreferences, documents: 'sometimes' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'documents', message: 'Document Updates must be on or off' }]);
  });

  it('e-mails a document notice while Document Updates is on, and only the portal notice once it is off', async () => {
    const client = await t.agent('client');
    await approve('Preference on.pdf');
    const approvedMail = await mailsTo('client@example.com', 'Document approved');
    expect(approvedMail.length).toBeGreaterThan(0);
    expect(approvedMail.at(-1)).toContain('Preference on.pdf');

    await client
      .put('/api/notifications/preferences')
      .send({ ...defaultNotificationPreferences, documents: false })
      .expect(200);
    const before = (await mailsTo('client@example.com', 'Document approved')).length;
    await approve('Preference off.pdf');
    expect(await mailsTo('client@example.com', 'Document approved')).toHaveLength(before);
    const notices = (await graphql(client, '{ notifications(first: 5) { nodes { content } } }').expect(200)).body.data.notifications.nodes;
    expect(notices.some((notice: { content: string }) => notice.content.includes('Preference off.pdf'))).toBe(true);

    // "Email notifications" off silences every category.
    await client
      .put('/api/notifications/preferences')
      .send({ ...defaultNotificationPreferences, email: false })
      .expect(200);
    await approve('Email off.pdf');
    expect(await mailsTo('client@example.com', 'Document approved')).toHaveLength(before);
    await client.put('/api/notifications/preferences').send(defaultNotificationPreferences).expect(200);
  });

  it('is for signed-in users only', async () => {
    await t.request.get('/api/notifications/preferences').expect(401);
  });
});
