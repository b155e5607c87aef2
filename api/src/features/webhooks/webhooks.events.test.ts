import type TestAgent from 'supertest/lib/agent';
import { Webhook } from 'standardwebhooks';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { graphql, type TestApp } from '../../test/test-app';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { webhookPayloadSchema, type WebhookEventType } from '../../../../validation/webhook-events';
import { files, uploadOverRest } from '../documents/document-test-kit';
import { demoEngagementIds } from '../../demo/demo-portal';
import { demoLetterIds, demoLetterTemplateIds } from '../../demo/demo-engagement-letters';
import {
  deliveriesOf,
  deliveryRows,
  endpointRows,
  registerEndpoint,
  removeEndpoints,
  setUpWebhookSuite,
  type TestReceiver,
} from './webhook-test-kit';

const dayAhead = (days: number) => todayInSouthAfrica(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe.each(testDatabaseTargets)('webhook events, announced with their change ($name)', (target) => {
  let t: TestApp;
  let receiver: TestReceiver;
  let admin: TestAgent;

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));

  /** One endpoint subscribed to `type` alone; answers its id and secret. */
  const subscribe = (type: WebhookEventType) => registerEndpoint(admin, `${receiver.url}/hooks`, [type]);

  /**
   * The one delivery queued for the endpoint, its payload parsed strictly with the catalogue's
   * schema; then sent to the receiver and verified there with the endpoint's secret.
   */
  async function theDelivered<Type extends WebhookEventType>(type: Type, endpoint: { id: string; secret: string }) {
    const [delivery, ...more] = await deliveriesOf(t, endpoint.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ eventType: type, status: 'waiting', attempts: 0 });
    const payload = webhookPayloadSchema(type).parse(JSON.parse(delivery.payload));
    expect(payload.id).toBe(delivery.eventId);
    await t.app.services.webhookWorker.drain();
    const [received] = receiver.received;
    expect(receiver.received).toHaveLength(1);
    expect(new Webhook(endpoint.secret).verify(received.body, received.headers)).toEqual(payload);
    expect(await deliveryRows(t).findOneByOrFail({ id: delivery.id })).toMatchObject({ status: 'delivered', responseStatus: 200 });
    return payload.data;
  }

  it('announces contact_submission.created with ids and choices, never the visitor’s details', async () => {
    const endpoint = await subscribe('contact_submission.created');
    const sent = await t.request
      .post('/api/contact')
      .send({
        type: 'scheduled_consultation',
        firstName: 'Naledi',
        lastName: 'Mokoena',
        email: 'naledi@mokoena-logistics.co.za',
        phone: '082 555 0101',
        company: 'Mokoena Logistics',
        service: 'taxation',
        preferredDate: dayAhead(3),
        preferredTime: '10:00',
        message: 'We need help with our VAT201 returns.',
        consent: true,
      })
      .expect(201);
    const data = await theDelivered('contact_submission.created', endpoint);
    expect(data).toEqual({
      submissionId: sent.body.id,
      type: 'scheduled_consultation',
      service: 'taxation',
      preferredDate: dayAhead(3),
      preferredTime: '10:00',
      createdAt: expect.any(String),
    });
    const [delivery] = await deliveriesOf(t, endpoint.id);
    expect(delivery.payload).not.toMatch(/Naledi|Mokoena|naledi@|082 555|VAT201/);
  });

  it('announces document.uploaded (with the request it answers) and document.approved, never the file’s name', async () => {
    const uploaded = await subscribe('document.uploaded');
    const client = await t.agent('client');
    const document = (
      await uploadOverRest(client, files.pdf(), 'Thandi Dlamini ID 8001015009087.pdf', { category: 'tax-returns' }).expect(201)
    ).body as { id: string; fileSize: number };
    expect(await theDelivered('document.uploaded', uploaded)).toEqual({
      documentId: document.id,
      ownerId: demoUserIds.client,
      uploadedById: demoUserIds.client,
      requestId: null,
      category: 'tax-returns',
      mimeType: 'application/pdf',
      fileSize: document.fileSize,
      status: 'pending',
      uploadedAt: expect.any(String),
    });
    expect((await deliveriesOf(t, uploaded.id))[0].payload).not.toMatch(/Thandi|8001015009087/);

    await removeEndpoints(t);
    receiver.received.length = 0;
    const approved = await subscribe('document.approved');
    const advisor = await t.agent('advisor');
    await advisor.put(`/api/documents/${document.id}/approve`).expect(200);
    expect(await theDelivered('document.approved', approved)).toEqual({
      documentId: document.id,
      ownerId: demoUserIds.client,
      reviewedById: demoUserIds.advisor,
      category: 'tax-returns',
      status: 'approved',
      reviewedAt: expect.any(String),
    });
  });

  it('announces document.rejected through GraphQL, without the reason written for the client', async () => {
    const endpoint = await subscribe('document.rejected');
    const client = await t.agent('client');
    const document = (await uploadOverRest(client, files.pdf(), 'Bank statement.pdf').expect(201)).body as { id: string };
    const advisor = await t.agent('advisor');
    const rejected = await graphql(
      advisor,
      'mutation ($id: ID!, $reason: String!) { rejectDocument(id: $id, reason: $reason) { id status } }',
      { id: document.id, reason: 'The scan of your ID is unreadable' },
    ).expect(200);
    expect(rejected.body.errors).toBeUndefined();
    expect(await theDelivered('document.rejected', endpoint)).toEqual({
      documentId: document.id,
      ownerId: demoUserIds.client,
      reviewedById: demoUserIds.advisor,
      category: 'general',
      status: 'rejected',
      reviewedAt: expect.any(String),
    });
    expect((await deliveriesOf(t, endpoint.id))[0].payload).not.toMatch(/unreadable/);
  });

  it('announces document_request.fulfilled when the document that answers the request is approved', async () => {
    const endpoint = await subscribe('document_request.fulfilled');
    const advisor = await t.agent('advisor');
    const asked = await advisor
      .post('/api/document-requests')
      .send({ clientId: demoUserIds.client, title: 'Bank statements March to May', category: 'financial-statements', dueDate: dayAhead(7) })
      .expect(201);
    const client = await t.agent('client');
    const document = (
      await uploadOverRest(client, files.pdf(), 'Statements.pdf', { category: 'financial-statements', requestId: asked.body.id }).expect(
        201,
      )
    ).body as { id: string };
    // Uploading answers the request; only the approval fulfils it.
    expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
    await advisor.put(`/api/documents/${document.id}/approve`).expect(200);
    expect(await theDelivered('document_request.fulfilled', endpoint)).toEqual({
      requestId: asked.body.id,
      clientId: demoUserIds.client,
      requestedById: demoUserIds.advisor,
      documentId: document.id,
      category: 'financial-statements',
      dueDate: dayAhead(7),
      fulfilledAt: expect.any(String),
    });
  });

  it('announces appointment.scheduled and appointment.cancelled', async () => {
    const scheduled = await subscribe('appointment.scheduled');
    const client = await t.agent('client');
    const booked = await client
      .post('/api/appointments')
      .send({ title: 'Trust deed review', description: 'The family trust', date: dayAhead(9), time: '11:00', meetingType: 'video' })
      .expect(201);
    expect(await theDelivered('appointment.scheduled', scheduled)).toEqual({
      appointmentId: booked.body.id,
      clientId: demoUserIds.client,
      advisorId: booked.body.advisorId,
      scheduledById: demoUserIds.client,
      scheduledAt: booked.body.scheduledAt,
      duration: booked.body.duration,
      meetingType: 'video',
      status: 'scheduled',
    });
    expect((await deliveriesOf(t, scheduled.id))[0].payload).not.toMatch(/Trust deed|family trust/);

    await removeEndpoints(t);
    receiver.received.length = 0;
    const cancelled = await subscribe('appointment.cancelled');
    const advisor = await t.agent('advisor');
    await advisor.put(`/api/appointments/${booked.body.id}/cancel`).expect(200);
    expect(await theDelivered('appointment.cancelled', cancelled)).toEqual({
      appointmentId: booked.body.id,
      clientId: demoUserIds.client,
      advisorId: booked.body.advisorId,
      cancelledById: demoUserIds.advisor,
      scheduledAt: booked.body.scheduledAt,
      status: 'cancelled',
      cancelledAt: expect.any(String),
    });
  });

  it('announces message.received with who wrote to whom, never the subject or the text', async () => {
    const endpoint = await subscribe('message.received');
    const client = await t.agent('client');
    const sent = await client
      .post('/api/messages')
      .send({ recipientId: demoUserIds.advisor, subject: 'My provisional tax', content: 'Please call me about IRP6.' })
      .expect(201);
    expect(await theDelivered('message.received', endpoint)).toEqual({
      messageId: sent.body.id,
      senderId: demoUserIds.client,
      recipientId: demoUserIds.advisor,
      engagementId: null,
      parentMessageId: null,
      attachmentCount: 0,
      sentAt: expect.any(String),
    });
    expect((await deliveriesOf(t, endpoint.id))[0].payload).not.toMatch(/provisional|IRP6/);
  });

  it('announces engagement.updated when a task of the engagement changes status', async () => {
    const endpoint = await subscribe('engagement.updated');
    const advisor = await t.agent('advisor');
    const [task] = (await advisor.get('/api/tasks?status=pending').expect(200)).body as { id: string; engagementId: string }[];
    await advisor.put(`/api/tasks/${task.id}`).send({ status: 'completed' }).expect(200);
    const engagement = (
      (await advisor.get('/api/engagements').expect(200)).body as { id: string; clientId: string; status: string }[]
    ).find((candidate) => candidate.id === task.engagementId)!;
    expect(await theDelivered('engagement.updated', endpoint)).toEqual({
      engagementId: task.engagementId,
      clientId: engagement.clientId,
      advisorId: demoUserIds.advisor,
      status: engagement.status,
      change: { kind: 'task_status', taskId: task.id, from: 'pending', to: 'completed' },
      updatedById: demoUserIds.advisor,
      updatedAt: expect.any(String),
    });
  });

  it('announces engagement_letter.sent, .declined and .signed with ids and fingerprints, never the text, names or reason', async () => {
    const sent = await subscribe('engagement_letter.sent');
    const advisor = await t.agent('advisor');
    const letter = (
      await advisor
        .post('/api/engagement-letters')
        .send({ engagementId: demoEngagementIds.secondClientVat, templateId: demoLetterTemplateIds.taxReturn })
        .expect(201)
    ).body as { id: string; sentAt: string };
    expect(await theDelivered('engagement_letter.sent', sent)).toEqual({
      letterId: letter.id,
      engagementId: demoEngagementIds.secondClientVat,
      clientId: demoUserIds.secondClient,
      sentById: demoUserIds.advisor,
      templateId: demoLetterTemplateIds.taxReturn,
      status: 'sent',
      sentAt: letter.sentAt,
    });
    expect((await deliveriesOf(t, sent.id))[0].payload).not.toMatch(/Patel|Tax return engagement letter|SARS/);

    await removeEndpoints(t);
    receiver.received.length = 0;
    const declined = await subscribe('engagement_letter.declined');
    const client = await t.agent('client');
    await client.post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/decline`).send({ reason: 'The fee is too high' }).expect(200);
    expect(await theDelivered('engagement_letter.declined', declined)).toEqual({
      letterId: demoLetterIds.bookkeeping,
      engagementId: demoEngagementIds.bookkeeping,
      clientId: demoUserIds.client,
      status: 'declined',
      declinedAt: expect.any(String),
    });
    expect((await deliveriesOf(t, declined.id))[0].payload).not.toMatch(/fee is too high/);

    await removeEndpoints(t);
    receiver.received.length = 0;
    const signed = await subscribe('engagement_letter.signed');
    const done = (
      await client
        .post(`/api/engagement-letters/${demoLetterIds.annualFinancials}/sign`)
        .send({ fullName: 'Sipho Dlamini', agreeToSignElectronically: true, signature: { kind: 'typed', text: 'Sipho Dlamini' } })
        .expect(200)
    ).body as { bodySha256: string; signedPdfSha256: string; signedDocumentId: string; signedAt: string };
    expect(await theDelivered('engagement_letter.signed', signed)).toEqual({
      letterId: demoLetterIds.annualFinancials,
      engagementId: demoEngagementIds.annualFinancials,
      clientId: demoUserIds.client,
      documentId: done.signedDocumentId,
      bodySha256: done.bodySha256,
      signedPdfSha256: done.signedPdfSha256,
      signedWithTwoStep: false,
      status: 'signed',
      signedAt: done.signedAt,
    });
    expect((await deliveriesOf(t, signed.id))[0].payload).not.toMatch(/Sipho|Dlamini|client@example/);
  });

  describe('the announcer', () => {
    const event = {
      type: 'message.received',
      data: {
        messageId: 'm-1',
        senderId: demoUserIds.client,
        recipientId: demoUserIds.advisor,
        engagementId: null,
        parentMessageId: null,
        attachmentCount: 0,
        sentAt: new Date().toISOString(),
      },
    } as const;

    it('queues one delivery per enabled endpoint subscribed to the type, all with the same event, and none elsewhere', async () => {
      const first = await registerEndpoint(admin, `${receiver.url}/a`, ['message.received', 'document.uploaded']);
      const second = await registerEndpoint(admin, `${receiver.url}/b`, ['message.received']);
      const unsubscribed = await registerEndpoint(admin, `${receiver.url}/c`, ['document.uploaded']);
      const disabled = await registerEndpoint(admin, `${receiver.url}/d`, ['message.received']);
      await admin.put(`/api/admin/webhooks/${disabled.id}`).send({ enabled: false }).expect(200);

      await t.database.dataSource.transaction((manager) => t.app.services.webhooks.announce(manager, event));

      const [toFirst] = await deliveriesOf(t, first.id);
      const [toSecond] = await deliveriesOf(t, second.id);
      expect(toFirst.eventId).toMatch(/^evt_[A-Za-z0-9_-]{26}$/);
      expect(toSecond.eventId).toBe(toFirst.eventId);
      expect(toSecond.payload).toBe(toFirst.payload);
      expect(await deliveriesOf(t, unsubscribed.id)).toEqual([]);
      expect(await deliveriesOf(t, disabled.id)).toEqual([]);
      expect(await deliveryRows(t).count()).toBe(2);
    });

    it('queues nothing for a change that is rolled back', async () => {
      const endpoint = await registerEndpoint(admin, `${receiver.url}/a`, ['message.received']);
      await expect(
        t.database.dataSource.transaction(async (manager) => {
          await t.app.services.webhooks.announce(manager, event);
          throw new Error('the change failed after it announced itself');
        }),
      ).rejects.toThrow('the change failed');
      expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
      // And a real change refused before it is written announces nothing either.
      const client = await t.agent('client');
      await client.post('/api/messages').send({ recipientId: demoUserIds.advisor, subject: '', content: 'x' }).expect(400);
      expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
    });

    it('writes nothing when no endpoint is registered', async () => {
      expect(await endpointRows(t).count()).toBe(0);
      const client = await t.agent('client');
      await client
        .post('/api/messages')
        .send({ recipientId: demoUserIds.advisor, subject: 'Hello', content: 'Just checking in.' })
        .expect(201);
      expect(await deliveryRows(t).count()).toBe(0);
    });
  });
});
