import type TestAgent from 'supertest/lib/agent';
import { RoleName } from '../../accounts/roles';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { createUser } from '../../test/people';
import { problem } from '../../test/problem';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import type { WebhookEvent } from '../../../../validation/webhook-events';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { AnnouncedEvent } from './announced-event.entity';
import { EVENTS_KEPT_DAYS } from './event-feed';
import { deliveriesOf, registerEndpoint } from './webhook-test-kit';

const EVENTS = `query ($type: WebhookEventType, $first: Int, $after: String) {
  events(type: $type, first: $first, after: $after) { nodes { id type timestamp data } pageInfo { hasNextPage endCursor } }
}`;

const uploaded = (documentId: string): WebhookEvent => ({
  type: 'document.uploaded',
  data: {
    documentId,
    ownerId: demoUserIds.client,
    uploadedById: demoUserIds.client,
    requestId: null,
    category: 'tax-returns',
    mimeType: 'application/pdf',
    fileSize: 1024,
    status: 'pending',
    uploadedAt: '2026-11-01T08:00:00.000Z',
  },
});
const overdue = (invoiceId: string, clientId: string = demoUserIds.client): WebhookEvent => ({
  type: 'invoice.overdue',
  data: {
    invoiceId,
    number: 'INV-00042',
    clientId,
    engagementId: null,
    totalCents: 115_000,
    dueOn: '2026-11-01',
    overdueSince: '2026-11-02',
  },
});

const messaged = (messageId: string, senderId: string, recipientId: string): WebhookEvent => ({
  type: 'message.received',
  data: {
    messageId,
    senderId,
    recipientId,
    engagementId: null,
    parentMessageId: null,
    attachmentCount: 0,
    sentAt: '2026-11-01T08:00:00.000Z',
  },
});
const enquiry = (submissionId: string): WebhookEvent => ({
  type: 'contact_submission.created',
  data: {
    submissionId,
    type: 'get_in_touch',
    service: null,
    preferredDate: null,
    preferredTime: null,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
});
/** The record an event names, whatever its type: how a test finds its own events among the rest. */
const named = (event: Listed) => String(event.data.documentId ?? event.data.invoiceId ?? event.data.messageId ?? event.data.submissionId);

/** The administrator as the services see them, to ask the feed as of a moment later. */
const ADMIN_VIEWER = { id: demoUserIds.admin, email: 'admin@example.com', firstName: 'Admin', roles: [RoleName.ADMIN] };

interface Listed {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

describe.each(testDatabaseTargets)('the events feed ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;

  /** Announces the events as a feature does, inside a transaction, as if `secondsAgo` seconds ago. */
  const announce = (events: WebhookEvent[], secondsAgo = 60) =>
    t.database.dataSource.transaction(async (manager) => {
      for (const [index, event] of events.entries()) {
        await t.app.services.webhooks.announce(manager, event, new Date(Date.now() - (secondsAgo - index) * 1000));
      }
    });
  const listed = async (agent: TestAgent | ReturnType<typeof bearing>, query: Record<string, string> = {}) => {
    const path = `/api/events?${new URLSearchParams({ first: '100', ...query }).toString()}`;
    return (await agent.get(path).expect(200)).body as Listed[];
  };

  beforeAll(async () => {
    t = await createTestApp(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
    admin = await t.agent('admin');
    await t.database.dataSource.getRepository(AnnouncedEvent).clear();
  }, 60_000);
  afterAll(() => t.close());

  it('lists the events announced, oldest first, with the payload every endpoint was sent, and carries on after an id', async () => {
    const endpoint = await registerEndpoint(admin, 'http://127.0.0.1:4999/hooks', ['document.uploaded']);
    await announce([uploaded('doc-feed-1'), overdue('inv-feed-1'), uploaded('doc-feed-2')]);

    const all = await listed(admin);
    const ours = all.filter((event) =>
      ['doc-feed-1', 'inv-feed-1', 'doc-feed-2'].includes(String(event.data.documentId ?? event.data.invoiceId)),
    );
    expect(ours.map((event) => event.type)).toEqual(['document.uploaded', 'invoice.overdue', 'document.uploaded']);
    // Field for field what the endpoint is sent.
    const deliveries = await deliveriesOf(t, endpoint.id);
    expect(deliveries.map((delivery) => JSON.parse(delivery.payload))).toEqual([ours[0], ours[2]]);

    const afterFirst = await listed(admin, { after: ours[0].id });
    expect(afterFirst.map((event) => event.id)).toEqual(all.slice(all.indexOf(ours[0]) + 1).map((event) => event.id));
    const page = await admin.get('/api/events').query({ first: '1' }).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-next-cursor']).toBe(page.body[0].id);
    expect((await listed(admin, { type: 'invoice.overdue' })).map((event) => event.type)).toEqual(
      all.filter((event) => event.type === 'invoice.overdue').map(() => 'invoice.overdue'),
    );
  });

  it('lists an event only once its few seconds have passed, and none past the days it keeps them', async () => {
    await announce([uploaded('doc-just-now')], 0);
    await announce([uploaded('doc-long-ago')], EVENTS_KEPT_DAYS * 24 * 60 * 60 + 60);
    const ids = (await listed(admin)).map((event) => event.data.documentId);
    expect(ids).not.toContain('doc-just-now');
    expect(ids).not.toContain('doc-long-ago');
    expect(await t.app.services.eventFeed.list(ADMIN_VIEWER, {}, new Date(Date.now() + 10_000))).toMatchObject({
      nodes: expect.arrayContaining([expect.objectContaining({ data: expect.objectContaining({ documentId: 'doc-just-now' }) })]),
    });
    expect(await t.app.services.eventFeed.purgeOld()).toBeGreaterThanOrEqual(1);
    expect(await t.database.dataSource.getRepository(AnnouncedEvent).countBy({ type: 'document.uploaded' })).toBeGreaterThan(0);
  });

  it('shows a token the events of the areas it may read, needing webhooks:read', async () => {
    await announce([uploaded('doc-token'), overdue('inv-token')]);
    const documentsOnly = bearing(t, (await tokenFor(t, 'admin', ['webhooks:read', 'documents:read'])).secret);
    const types = new Set((await listed(documentsOnly)).map((event) => event.type));
    expect(types).toEqual(new Set(['document.uploaded']));
    const overGraphQL = await documentsOnly.graphql(EVENTS, { first: 100 }).expect(200);
    expect(overGraphQL.body.errors).toBeUndefined();
    expect(new Set(overGraphQL.body.data.events.nodes.map((event: Listed) => event.type))).toEqual(new Set(['DOCUMENT_UPLOADED']));

    const withoutFeed = bearing(t, (await tokenFor(t, 'admin', ['documents:read'])).secret);
    const refused = await withoutFeed.get('/api/events').expect(403);
    expect(refused.body).toMatchObject({ reason: 'API_TOKEN_SCOPE_MISSING', missingScope: 'webhooks:read' });
  });

  describe('for an advisor', () => {
    let servedId: string;
    let othersClientId: string;
    let advisor: TestAgent;

    beforeAll(async () => {
      advisor = await t.agent('advisor');
      servedId = await createUser(t, 'client', { email: 'feed.served@example.com', firstName: 'Zanele', lastName: 'Khumalo' });
      othersClientId = await createUser(t, 'client', { email: 'feed.other@example.com', firstName: 'Pieter', lastName: 'Botha' });
      const otherAdvisorId = await createUser(t, 'advisor', { email: 'feed.advisor@example.com', firstName: 'Lwazi', lastName: 'Ndlovu' });
      await newEngagement(t, { clientId: servedId, assignedTo: demoUserIds.advisor });
      await newEngagement(t, { clientId: othersClientId, assignedTo: otherAdvisorId });
      await announce([
        overdue('inv-served', servedId),
        overdue('inv-other', othersClientId),
        messaged('msg-to-served', demoUserIds.advisor, servedId),
        messaged('msg-from-served', servedId, demoUserIds.admin),
        messaged('msg-staff', demoUserIds.admin, demoUserIds.advisor),
        enquiry('sub-website'),
      ]);
    });

    const ours = (events: Listed[]) => events.map(named).filter((name) => /^(inv-(served|other)|msg-|sub-website)/.test(name));

    it('keeps with each event the client it is about: a message’s party who is a client, none for staff or an enquiry', async () => {
      const kept = await t.database.dataSource.getRepository(AnnouncedEvent).find({ select: { payload: true, clientId: true } });
      const clientOf = (name: string) => kept.find((row) => row.payload.includes(`"${name}"`))?.clientId;
      expect(['inv-served', 'inv-other', 'msg-to-served', 'msg-from-served', 'msg-staff', 'sub-website'].map(clientOf)).toEqual([
        servedId,
        othersClientId,
        servedId,
        servedId,
        null,
        null,
      ]);
    });

    it('lists, signed in, the events about the clients they serve and their own messages, over REST and GraphQL; an administrator every one', async () => {
      // Of a served client's messages, only those the advisor is a party to: a mailbox is its parties'.
      expect(ours(await listed(advisor))).toEqual(['inv-served', 'msg-to-served']);
      const overGraphQL = await graphql(advisor, EVENTS, { first: 100 }).expect(200);
      expect(overGraphQL.body.errors).toBeUndefined();
      expect(ours(overGraphQL.body.data.events.nodes)).toEqual(['inv-served', 'msg-to-served']);
      expect(ours(await listed(admin))).toEqual([
        'inv-served',
        'inv-other',
        'msg-to-served',
        'msg-from-served',
        'msg-staff',
        'sub-website',
      ]);
    });

    it('shows an advisor’s token with webhooks:read those of the areas it may read; without webhooks:read it is refused', async () => {
      const invoices = bearing(t, (await tokenFor(t, 'advisor', ['webhooks:read', 'invoices:read'])).secret);
      expect(ours(await listed(invoices))).toEqual(['inv-served']);
      const overGraphQL = await invoices.graphql(EVENTS, { first: 100 }).expect(200);
      expect(overGraphQL.body.errors).toBeUndefined();
      expect(ours(overGraphQL.body.data.events.nodes)).toEqual(['inv-served']);
      const messagesToo = bearing(t, (await tokenFor(t, 'advisor', ['webhooks:read', 'invoices:read', 'messages:read'])).secret);
      expect(ours(await listed(messagesToo))).toEqual(['inv-served', 'msg-to-served']);

      const withoutFeed = bearing(t, (await tokenFor(t, 'advisor', ['invoices:read', 'messages:read'])).secret);
      const refused = await withoutFeed.get('/api/events').expect(403);
      expect(refused.body).toMatchObject({ reason: 'API_TOKEN_SCOPE_MISSING', missingScope: 'webhooks:read' });
      expect((await withoutFeed.graphql(EVENTS, { first: 100 }).expect(403)).body.errors[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('follows the engagements assigned to them now: a client handed to them brings that client’s events', async () => {
      await newEngagement(t, { clientId: othersClientId, assignedTo: demoUserIds.advisor });
      expect(ours(await listed(advisor))).toContain('inv-other');
    });
  });

  it('is for staff: a client is refused, and a cursor or a type it does not know is refused, naming it', async () => {
    await (await t.agent('client')).get('/api/events').expect(403);
    expect((await graphql(await t.agent('client'), EVENTS, {}).expect(200)).body.errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    await admin
      .get('/api/events')
      .query({ after: 'evt_nosuchevent' })
      .expect(400)
      .expect(problem({ errors: [{ path: 'after', message: expect.stringContaining('no event of the last 30 days') }] }));
    await admin
      .get('/api/events')
      .query({ after: 'not-an-event' })
      .expect(400)
      .expect(problem({ errors: [expect.objectContaining({ path: 'after' })] }));
    await admin
      .get('/api/events')
      .query({ type: 'document.eaten' })
      .expect(400)
      .expect(problem({ errors: [expect.objectContaining({ path: 'type' })] }));
    const graphqlRefusal = await graphql(admin, EVENTS, { after: 'evt_nosuchevent' }).expect(200);
    expect(graphqlRefusal.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lets an administrator’s token with webhooks:write register, test and remove an endpoint; webhooks:read only reads them', async () => {
    const writer = bearing(t, (await tokenFor(t, 'admin', ['webhooks:write'])).secret);
    const created = await writer
      .post('/api/admin/webhooks')
      .send({ url: 'http://127.0.0.1:4999/token-hooks', events: ['job.created'] })
      .expect(201);
    expect(created.body.secret).toEqual(expect.any(String));
    const tested = await writer.post(`/api/admin/webhooks/${created.body.endpoint.id}/test`).expect(201);
    expect(JSON.parse(tested.body.payload)).toMatchObject({ type: 'webhook.test' });
    const reader = bearing(t, (await tokenFor(t, 'admin', ['webhooks:read'])).secret);
    expect((await reader.get('/api/admin/webhooks').expect(200)).body).toContainEqual(
      expect.objectContaining({ id: created.body.endpoint.id }),
    );
    const refused = await reader.delete(`/api/admin/webhooks/${created.body.endpoint.id}`).expect(403);
    expect(refused.body).toMatchObject({ missingScope: 'webhooks:write' });
    await writer.delete(`/api/admin/webhooks/${created.body.endpoint.id}`).expect(204);
  });

  it('describes every event’s payload in the OpenAPI document’s webhooks section', async () => {
    const document = (await t.request.get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(document.webhooks)).toEqual(expect.arrayContaining(['document.uploaded', 'invoice.overdue', 'payment.refunded']));
    expect(document.webhooks['document.uploaded'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DocumentUploadedEvent',
    });
  });
});
