import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import type { TestApp } from '../../test/test-app';
import { webhookPayloadSchema, type WebhookEventType } from '../../../../validation/webhook-events';
import { deliveriesOf, registerEndpoint, setUpWebhookSuite, type TestReceiver } from '../webhooks/webhook-test-kit';
import { ADVISOR_ID, CLIENT_ID, answer, createTemplate, newEngagement, sendOrganizer } from './organizers-test-kit';

describe.each(testDatabaseTargets)('organizers announced to webhooks ($name)', (target) => {
  let t: TestApp;
  let receiver: TestReceiver;
  let admin: TestAgent;

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));

  /** The data of the one delivery queued for the endpoint, parsed strictly with the catalogue's schema. */
  async function delivered(type: WebhookEventType, endpointId: string) {
    const [delivery, ...more] = await deliveriesOf(t, endpointId);
    expect(more).toEqual([]);
    return { data: webhookPayloadSchema(type).parse(JSON.parse(delivery.payload)).data, payload: delivery.payload };
  }

  it('announces organizer.sent, .submitted, .reopened and .cancelled with ids and counts, never the answers or notes', async () => {
    const endpoints = {
      sent: await registerEndpoint(admin, `${receiver.url}/hooks`, ['organizer.sent']),
      submitted: await registerEndpoint(admin, `${receiver.url}/hooks`, ['organizer.submitted']),
      reopened: await registerEndpoint(admin, `${receiver.url}/hooks`, ['organizer.reopened']),
      cancelled: await registerEndpoint(admin, `${receiver.url}/hooks`, ['organizer.cancelled']),
    };
    const advisor = await t.agent('advisor');
    const client = await t.agent('client');
    const templateId = await createTemplate(admin);
    const engagement = await newEngagement(t);
    const organizer = await sendOrganizer(advisor, engagement.id, templateId);
    expect((await delivered('organizer.sent', endpoints.sent.id)).data).toEqual({
      organizerId: organizer.id,
      engagementId: engagement.id,
      clientId: CLIENT_ID,
      sentById: ADVISOR_ID,
      templateId,
      dueDate: organizer.dueDate,
      status: 'sent',
      sentAt: organizer.sentAt,
    });

    await answer(client, organizer.id, 'rental', { value: false });
    await answer(client, organizer.id, 'marital_status', { value: 'Married' });
    await client.post(`/api/organizers/${organizer.id}/submit`).expect(200);
    const submitted = await delivered('organizer.submitted', endpoints.submitted.id);
    expect(submitted.data).toMatchObject({ organizerId: organizer.id, answered: 2, total: 6, status: 'submitted' });
    expect(submitted.payload).not.toMatch(/Married/);

    await advisor
      .post(`/api/organizers/${organizer.id}/reopen`)
      .send({ notes: [{ questionKey: 'rental', note: 'Your bank shows rent received' }] })
      .expect(200);
    const reopened = await delivered('organizer.reopened', endpoints.reopened.id);
    expect(reopened.data).toMatchObject({
      organizerId: organizer.id,
      reopenedById: ADVISOR_ID,
      questionKeys: ['rental'],
      status: 'reopened',
    });
    expect(reopened.payload).not.toMatch(/bank shows/);

    await advisor.post(`/api/organizers/${organizer.id}/cancel`).send({ reason: 'Not needed after all' }).expect(200);
    const cancelled = await delivered('organizer.cancelled', endpoints.cancelled.id);
    expect(cancelled.data).toMatchObject({ organizerId: organizer.id, cancelledById: ADVISOR_ID, status: 'cancelled' });
    expect(cancelled.payload).not.toMatch(/Not needed/);
  });
});
