import type TestAgent from 'supertest/lib/agent';
import { Webhook } from 'standardwebhooks';
import { demoUserIds } from '../../demo/ids';
import { demoServiceIds } from '../../demo/demo-portal';
import { testDatabaseTargets } from '../../test/database';
import { graphql, type TestApp } from '../../test/test-app';
import { webhookPayloadSchema, type WebhookEventType } from '../../../../validation/webhook-events';
import { deliveriesOf, deliveryRows, registerEndpoint, setUpWebhookSuite, type TestReceiver } from './webhook-test-kit';

/** The engagement form as REST sends it (validation/engagements.ts). */
const form = (fields: Record<string, unknown> = {}) => ({
  clientId: demoUserIds.client,
  serviceId: demoServiceIds.tax,
  advisorId: demoUserIds.advisor,
  title: 'Sipho Dlamini provisional tax IRP6',
  description: 'Second period, turnover R1 200 000',
  status: 'active',
  startDate: '2026-03-02',
  dueDate: '2026-08-31',
  totalAmount: 12500.1,
  paidAmount: 0,
  ...fields,
});

describe.each(testDatabaseTargets)('engagements created and edited, announced to webhooks ($name)', (target) => {
  let t: TestApp;
  let receiver: TestReceiver;
  let admin: TestAgent;

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));

  /** The payloads queued for the endpoint, oldest first, each parsed strictly with the catalogue's schema. */
  async function queued<Type extends WebhookEventType>(type: Type, endpointId: string) {
    const deliveries = await deliveriesOf(t, endpointId);
    return deliveries.map((delivery) => {
      expect(delivery).toMatchObject({ eventType: type, status: 'waiting' });
      return { raw: delivery.payload, payload: webhookPayloadSchema(type).parse(JSON.parse(delivery.payload)) };
    });
  }

  it('announces engagement.created with ids and the status, never the title, description or amounts, and delivers it signed', async () => {
    const endpoint = await registerEndpoint(admin, `${receiver.url}/hooks`, ['engagement.created']);
    const created = await graphql(admin, 'mutation ($input: EngagementInput!) { createEngagement(input: $input) { id } }', {
      input: form({ status: 'ON_HOLD', advisorId: null }),
    }).expect(200);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createEngagement.id as string;

    const [only, ...more] = await queued('engagement.created', endpoint.id);
    expect(more).toEqual([]);
    expect(only.payload.data).toEqual({
      engagementId: id,
      clientId: demoUserIds.client,
      advisorId: null,
      serviceId: demoServiceIds.tax,
      status: 'on_hold',
      createdById: demoUserIds.admin,
      createdAt: expect.any(String),
    });
    expect(only.raw).not.toMatch(/Sipho|Dlamini|IRP6|turnover|12500/);

    await t.app.services.webhookWorker.drain();
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    expect(new Webhook(endpoint.secret).verify(received.body, received.headers)).toEqual(only.payload);
    expect(await deliveryRows(t).findOneByOrFail({ eventId: only.payload.id })).toMatchObject({ status: 'delivered' });
  });

  it('announces engagement.updated with the names of the fields an edit changed, and nothing for an edit that changes nothing', async () => {
    const advisor = await t.agent('advisor');
    const created = await advisor.post('/api/engagements').send(form()).expect(201);
    const endpoint = await registerEndpoint(admin, `${receiver.url}/hooks`, ['engagement.updated']);

    await advisor.put(`/api/engagements/${created.body.id}`).send(form()).expect(200);
    expect(await deliveriesOf(t, endpoint.id)).toEqual([]);

    const changes = form({ title: 'Provisional tax IRP6, both periods', status: 'completed', totalAmount: 13000 });
    await advisor.put(`/api/engagements/${created.body.id}`).send(changes).expect(200);
    const [only, ...more] = await queued('engagement.updated', endpoint.id);
    expect(more).toEqual([]);
    expect(only.payload.data).toEqual({
      engagementId: created.body.id,
      clientId: demoUserIds.client,
      advisorId: demoUserIds.advisor,
      status: 'completed',
      change: { kind: 'details', fields: ['title', 'status', 'totalAmount'] },
      updatedById: demoUserIds.advisor,
      updatedAt: expect.any(String),
    });
    expect(only.raw).not.toMatch(/both periods|12500/);
  });

  it('announces nothing for a refused change', async () => {
    const endpoint = await registerEndpoint(admin, `${receiver.url}/hooks`, ['engagement.created', 'engagement.updated']);
    await admin
      .post('/api/engagements')
      .send(form({ totalAmount: -5 }))
      .expect(400);
    await admin
      .post('/api/engagements')
      .send(form({ clientId: demoUserIds.advisor }))
      .expect(400);
    expect(await deliveriesOf(t, endpoint.id)).toEqual([]);
  });
});
