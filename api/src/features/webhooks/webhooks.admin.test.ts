import type TestAgent from 'supertest/lib/agent';
import { Webhook } from 'standardwebhooks';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { openSigningSecret } from './signing-secrets';
import { signatureHeaders } from './webhook-request';
import { deliveriesOf, deliveryRows, endpointRows, registerEndpoint, removeEndpoints } from './webhook-test-kit';
import { problem } from '../../test/problem';

const ENDPOINT_FIELDS = `id url description events enabled disabledReason disabledAt failingSince lastAttemptAt lastAttemptSucceeded
  lastResponseStatus createdAt updatedAt`;
const LIST = `query { webhookEndpoints { ${ENDPOINT_FIELDS} } }`;
const ONE = `query ($id: ID!, $first: Int, $after: String, $filter: WebhookDeliveryFilter) {
  webhookEndpoint(id: $id) {
    id url
    deliveries(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id endpointId eventId eventType status attempts nextAttemptAt payload createdAt }
    }
  }
}`;
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
const ROTATE = 'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }';
const DELETE = 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }';
const REDELIVER = 'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id status attempts nextAttemptAt } }';
const TEST = 'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) { id eventType status payload } }';

const HOOKS = 'http://127.0.0.1:4999/hooks';
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

describe.each(testDatabaseTargets)('the administrators’ webhook endpoints, over REST and GraphQL ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    // Registering loopback addresses is allowed here; webhooks.ssrf.test.ts shows the refusals.
    t = await createTestApp(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
    admin = await t.agent('admin');
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => removeEndpoints(t));

  const audited = (action: string, resourceId: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { action, resourceId }, order: { createdAt: 'ASC' } });

  it('registers an endpoint over REST: the secret is answered once, sealed at rest, never listed', async () => {
    const created = await admin
      .post('/api/admin/webhooks')
      .send({
        url: `  ${HOOKS}  `,
        description: 'Practice manager',
        events: ['document.uploaded', 'contact_submission.created', 'document.uploaded'],
      })
      .expect(201);
    const { endpoint, secret } = created.body as { endpoint: Record<string, unknown>; secret: string };
    expect(secret).toMatch(SECRET);
    expect(endpoint).toEqual({
      id: expect.any(String),
      url: HOOKS,
      description: 'Practice manager',
      // In catalogue order, once each.
      events: ['contact_submission.created', 'document.uploaded'],
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      lastAttemptAt: null,
      lastAttemptSucceeded: null,
      lastResponseStatus: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await endpointRows(t).findOneByOrFail({ id: endpoint.id as string });
    expect(row.sealedSecret).not.toContain(secret.slice(6));
    expect(openSigningSecret(row.sealedSecret, t.config.twoStepKey)).toBe(secret);

    const listed = await admin.get('/api/admin/webhooks').expect(200);
    expect(listed.body).toEqual([endpoint]);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    expect((await admin.get(`/api/admin/webhooks/${endpoint.id as string}`).expect(200)).body).toEqual(endpoint);
    expect(await audited('webhook.create', endpoint.id as string)).toEqual([
      expect.objectContaining({ userId: demoUserIds.admin, details: { url: HOOKS, events: endpoint.events } }),
    ]);
  });

  it('refuses bad input with 400 naming each field, and keeps nothing', async () => {
    const refused = await admin.post('/api/admin/webhooks').send({ url: '', events: [] }).expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'url', message: 'Enter the address that receives the events' },
      { path: 'events', message: 'Choose at least one event' },
    ]);
    const cases: [object, { path: string; message: string }][] = [
      [
        { url: 'hooks.example.com/khanya', events: ['document.uploaded'] },
        { path: 'url', message: expect.stringContaining('Enter a full address') },
      ],
      [
        { url: 'ftp://hooks.example.com/', events: ['document.uploaded'] },
        { path: 'url', message: expect.stringContaining('https://') },
      ],
      [
        { url: 'https://user:pass@hooks.example.com/', events: ['document.uploaded'] },
        { path: 'url', message: expect.stringContaining('user name and password') },
      ],
      [
        { url: `https://hooks.example.com/${'x'.repeat(2000)}`, events: ['document.uploaded'] },
        { path: 'url', message: expect.stringContaining('2000') },
      ],
      [
        { url: HOOKS, events: ['document.deleted'] },
        { path: 'events.0', message: 'Choose events from the list' },
      ],
      [
        { url: HOOKS, events: ['webhook.test'] },
        { path: 'events.0', message: 'Choose events from the list' },
      ],
      [
        { url: HOOKS, events: 'document.uploaded' },
        { path: 'events', message: 'Events must be a list' },
      ],
      [
        { url: HOOKS, events: ['document.uploaded'], description: 'x'.repeat(256) },
        { path: 'description', message: expect.stringContaining('255') },
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await admin.post('/api/admin/webhooks').send(body).expect(400);
      expect(answer.body.errors).toEqual([error]);
    }
    await admin.post('/api/admin/webhooks').send('not json').set('Content-Type', 'application/json').expect(400);
    expect(await endpointRows(t).count()).toBe(0);

    const graphqlRefusal = await graphql(admin, CREATE, { input: { url: 'ftp://x', events: [] } }).expect(200);
    expect(graphqlRefusal.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'url', message: expect.stringContaining('https://') },
        { path: 'events', message: 'Choose at least one event' },
      ],
    });
  });

  it('registers, edits, disables and enables over GraphQL with the SCREAMING_CASE event names', async () => {
    const created = await graphql(admin, CREATE, {
      input: { url: HOOKS, description: 'CRM', events: ['MESSAGE_RECEIVED', 'APPOINTMENT_SCHEDULED'] },
    }).expect(200);
    expect(created.body.errors).toBeUndefined();
    const { secret, endpoint } = created.body.data.createWebhookEndpoint;
    expect(secret).toMatch(SECRET);
    expect(endpoint.events).toEqual(['APPOINTMENT_SCHEDULED', 'MESSAGE_RECEIVED']);
    expect((await endpointRows(t).findOneByOrFail({ id: endpoint.id })).events).toEqual(['appointment.scheduled', 'message.received']);

    const edited = await graphql(admin, UPDATE, {
      id: endpoint.id,
      input: { url: `${HOOKS}/v2`, description: null, events: ['ENGAGEMENT_UPDATED'] },
    }).expect(200);
    expect(edited.body.data.updateWebhookEndpoint).toMatchObject({
      url: `${HOOKS}/v2`,
      description: null,
      events: ['ENGAGEMENT_UPDATED'],
      enabled: true,
    });

    // Disabling fails what waits for it; enabling starts again with a clean slate.
    await admin.post(`/api/admin/webhooks/${endpoint.id}/test`).expect(201);
    const disabled = await graphql(admin, UPDATE, { id: endpoint.id, input: { enabled: false } }).expect(200);
    expect(disabled.body.data.updateWebhookEndpoint).toMatchObject({
      enabled: false,
      disabledReason: 'Disabled by an administrator',
      disabledAt: expect.any(String),
      url: `${HOOKS}/v2`,
      events: ['ENGAGEMENT_UPDATED'],
    });
    expect(await deliveriesOf(t, endpoint.id)).toEqual([
      expect.objectContaining({ status: 'failed', lastError: 'The endpoint was disabled by an administrator', nextAttemptAt: null }),
    ]);
    const enabled = await admin.put(`/api/admin/webhooks/${endpoint.id}`).send({ enabled: true }).expect(200);
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null });

    expect((await audited('webhook.update', endpoint.id)).map((entry) => entry.details)).toEqual([
      { url: HOOKS, changes: { url: `${HOOKS}/v2`, description: null, events: ['engagement.updated'] } },
      { url: `${HOOKS}/v2`, changes: { enabled: false } },
      { url: `${HOOKS}/v2`, changes: { enabled: true } },
    ]);
    const listed = await graphql(admin, LIST).expect(200);
    expect(listed.body.data.webhookEndpoints).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
    await admin
      .put(`/api/admin/webhooks/${endpoint.id}`)
      .send({ enabled: 'yes' })
      .expect(400)
      .expect(
        problem({
          message: 'Enabled must be true or false',
          errors: [{ path: 'enabled', message: 'Enabled must be true or false' }],
        }),
      );
  });

  it('rotates the secret: the new one verifies, the old one no longer does', async () => {
    const { id, secret: old } = await registerEndpoint(admin, HOOKS, ['document.uploaded']);
    const rotated = await admin.post(`/api/admin/webhooks/${id}/rotate-secret`).expect(200);
    expect(rotated.body).toEqual({ endpoint: expect.objectContaining({ id }), secret: expect.stringMatching(SECRET) });
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    const sealed = (await endpointRows(t).findOneByOrFail({ id })).sealedSecret;
    const body = '{"id":"evt_x"}';
    const headers = signatureHeaders(openSigningSecret(sealed, t.config.twoStepKey)!, 'evt_x', body);
    expect(new Webhook(fresh).verify(body, headers)).toEqual({ id: 'evt_x' });
    expect(() => new Webhook(old).verify(body, headers)).toThrow();

    const again = await graphql(admin, ROTATE, { id }).expect(200);
    expect(again.body.data.rotateWebhookSecret.secret).toMatch(SECRET);
    expect(await audited('webhook.rotate_secret', id)).toHaveLength(2);
  });

  it('deletes an endpoint with its delivery log, audited', async () => {
    const first = await registerEndpoint(admin, HOOKS, ['document.uploaded']);
    const second = await registerEndpoint(admin, `${HOOKS}/2`, ['document.uploaded']);
    await admin.post(`/api/admin/webhooks/${first.id}/test`).expect(201);
    await admin.delete(`/api/admin/webhooks/${first.id}`).expect(204);
    expect(await endpointRows(t).findOneBy({ id: first.id })).toBeNull();
    expect(await deliveriesOf(t, first.id)).toEqual([]);
    const deleted = await graphql(admin, DELETE, { id: second.id }).expect(200);
    expect(deleted.body.data.deleteWebhookEndpoint).toBe(second.id);
    await admin
      .delete(`/api/admin/webhooks/${second.id}`)
      .expect(404)
      .expect(problem({ message: 'Not found' }));
    expect(await audited('webhook.delete', first.id)).toEqual([expect.objectContaining({ details: { url: HOOKS } })]);
  });

  it('lists an endpoint’s deliveries newest first, a page at a time, on both APIs, and sends a test event', async () => {
    const { id } = await registerEndpoint(admin, HOOKS, ['document.uploaded']);
    const tested = await admin.post(`/api/admin/webhooks/${id}/test`).expect(201);
    expect(tested.body).toMatchObject({ endpointId: id, eventType: 'webhook.test', status: 'waiting', attempts: 0 });
    expect(JSON.parse(tested.body.payload as string)).toMatchObject({
      id: tested.body.eventId,
      type: 'webhook.test',
      data: { endpointId: id, message: expect.any(String) },
    });
    const second = await graphql(admin, TEST, { id }).expect(200);
    expect(second.body.data.sendTestWebhook).toMatchObject({ eventType: 'WEBHOOK_TEST', status: 'WAITING' });
    await deliveryRows(t).update({ id: second.body.data.sendTestWebhook.id }, { createdAt: new Date(Date.now() + 1000) });

    const page = await admin.get(`/api/admin/webhooks/${id}/deliveries?first=1`).expect(200);
    expect(page.body.map((delivery: { id: string }) => delivery.id)).toEqual([second.body.data.sendTestWebhook.id]);
    expect(page.headers['x-total-count']).toBe('2');
    const next = await admin.get(`/api/admin/webhooks/${id}/deliveries?first=1&after=${page.headers['x-next-cursor']}`).expect(200);
    expect(next.body.map((delivery: { id: string }) => delivery.id)).toEqual([tested.body.id]);
    expect(next.headers['x-next-cursor']).toBeUndefined();

    const viaGraphql = await graphql(admin, ONE, { id, first: 5, filter: { status: 'WAITING' } }).expect(200);
    expect(viaGraphql.body.data.webhookEndpoint.deliveries).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: false },
      nodes: [{ id: second.body.data.sendTestWebhook.id }, { id: tested.body.id }],
    });
    const none = await graphql(admin, ONE, { id, filter: { status: 'FAILED' } }).expect(200);
    expect(none.body.data.webhookEndpoint.deliveries.nodes).toEqual([]);
    await admin
      .get(`/api/admin/webhooks/${id}/deliveries?status=lost`)
      .expect(400)
      .expect(
        problem({
          message: 'Status must be waiting, sending, retrying, delivered or failed',
          errors: [{ path: 'status', message: 'Status must be waiting, sending, retrying, delivered or failed' }],
        }),
      );
    await admin.get(`/api/admin/webhooks/${id}/deliveries?first=many`).expect(400);
    expect(await audited('webhook.test', id)).toHaveLength(2);
  });

  it('sends a delivery again on request, audited; refuses while the endpoint is disabled', async () => {
    const { id } = await registerEndpoint(admin, HOOKS, ['document.uploaded']);
    const tested = (await admin.post(`/api/admin/webhooks/${id}/test`).expect(201)).body as { id: string };
    await deliveryRows(t).update({ id: tested.id }, { status: 'failed', attempts: 10, nextAttemptAt: null, lastError: 'Answered 500' });
    const again = await admin.post(`/api/admin/webhooks/deliveries/${tested.id}/redeliver`).expect(200);
    expect(again.body).toMatchObject({ id: tested.id, status: 'retrying', attempts: 10, nextAttemptAt: expect.any(String) });
    const viaGraphql = await graphql(admin, REDELIVER, { id: tested.id }).expect(200);
    expect(viaGraphql.body.data.redeliverWebhook).toMatchObject({ id: tested.id, status: 'RETRYING' });
    expect(await audited('webhook.redeliver', tested.id)).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ endpointId: id, eventType: 'webhook.test', previousStatus: 'failed' }),
      }),
      expect.objectContaining({ details: expect.objectContaining({ previousStatus: 'retrying' }) }),
    ]);

    await admin.put(`/api/admin/webhooks/${id}`).send({ enabled: false }).expect(200);
    const message = 'This endpoint is disabled: enable it before sending to it';
    await admin.post(`/api/admin/webhooks/deliveries/${tested.id}/redeliver`).expect(409).expect(problem({ message }));
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(409).expect(problem({ message }));
    await admin.post('/api/admin/webhooks/deliveries/00000000-0000-4000-8000-000000000000/redeliver').expect(404);
  });

  it('answers 401 without a session and 403 to clients and advisors, on both APIs, and changes nothing', async () => {
    const { id } = await registerEndpoint(admin, HOOKS, ['document.uploaded']);
    await t.request
      .get('/api/admin/webhooks')
      .expect(401)
      .expect(problem({ message: 'Unauthorized' }));
    for (const as of ['client', 'advisor'] as const) {
      const agent = await t.agent(as);
      await agent
        .get('/api/admin/webhooks')
        .expect(403)
        .expect(problem({ message: 'Forbidden' }));
      await agent
        .post('/api/admin/webhooks')
        .send({ url: HOOKS, events: ['document.uploaded'] })
        .expect(403);
      await agent.put(`/api/admin/webhooks/${id}`).send({ enabled: false }).expect(403);
      await agent.delete(`/api/admin/webhooks/${id}`).expect(403);
      await agent.post(`/api/admin/webhooks/${id}/rotate-secret`).expect(403);
      await agent.post(`/api/admin/webhooks/${id}/test`).expect(403);
      await agent.get(`/api/admin/webhooks/${id}/deliveries`).expect(403);
      for (const [query, variables] of [
        [LIST, {}],
        [ONE, { id }],
        [CREATE, { input: { url: HOOKS, events: ['DOCUMENT_UPLOADED'] } }],
        [UPDATE, { id, input: { enabled: false } }],
        [ROTATE, { id }],
        [DELETE, { id }],
        [TEST, { id }],
        [REDELIVER, { id }],
      ] as const) {
        expect((await graphql(agent, query, variables).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
    }
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await endpointRows(t).find()).toEqual([expect.objectContaining({ id, enabled: true })]);
    expect(await deliveriesOf(t, id)).toEqual([]);
  });

  it('answers 404 for an unknown endpoint', async () => {
    await admin
      .get('/api/admin/webhooks/00000000-0000-4000-8000-000000000000')
      .expect(404)
      .expect(problem({ message: 'Not found' }));
    await admin.get(`/api/admin/webhooks/${'x'.repeat(300)}`).expect(404);
    const missing = await graphql(admin, ONE, { id: 'nope' }).expect(200);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
