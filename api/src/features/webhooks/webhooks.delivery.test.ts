import type TestAgent from 'supertest/lib/agent';
import { Webhook } from 'standardwebhooks';
import { createDataSource } from '../../composition/data-source';
import { testDatabaseTargets } from '../../test/database';
import type { TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { QueuedMail } from '../mail-queue/queued-mail.entity';
import { AddressGuard } from './address-guard';
import { DAY_MS } from './endpoint-health';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WEBHOOK_ENDPOINTS_AT_ONCE, WEBHOOK_RETRY_PAUSES_MS } from './webhook-worker';
import {
  deliveriesOf,
  deliveryRows,
  endpointRows,
  registerEndpoint,
  setUpWebhookSuite,
  startHeldReceiver,
  storeEndpoint,
  waitUntil,
  workerFor,
  type HeldReceiver,
  type TestReceiver,
} from './webhook-test-kit';

const MINUTE = 60_000;

describe.each(testDatabaseTargets)('the webhook worker ($name)', (target) => {
  let t: TestApp;
  let receiver: TestReceiver;
  let admin: TestAgent;

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));
  beforeEach(() => t.database.dataSource.getRepository(QueuedMail).clear());

  const worker = () => t.app.services.webhookWorker;
  const sendTest = async (endpointId: string) =>
    (await admin.post(`/api/admin/webhooks/${endpointId}/test`).expect(201)).body as { id: string; eventId: string; payload: string };
  const reload = (id: string) => deliveryRows(t).findOneByOrFail({ id });

  it('POSTs the JSON as stored, signed per Standard Webhooks, and the receiver verifies it with the secret', async () => {
    const { id, secret } = await registerEndpoint(admin, `${receiver.url}/khanya?source=portal`, ['document.uploaded']);
    const delivery = await sendTest(id);
    await worker().drain();

    const [received] = receiver.received;
    expect(receiver.received).toHaveLength(1);
    expect(received.path).toBe('/khanya?source=portal');
    expect(received.body).toBe(delivery.payload);
    expect(received.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': `Khanya-Portal-Webhooks/${t.config.version}`,
      'webhook-id': delivery.eventId,
      'webhook-timestamp': expect.stringMatching(/^\d{10}$/),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    expect(Math.abs(Number(received.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const verified = new Webhook(secret).verify(received.body, received.headers) as { id: string; type: string; timestamp: string };
    expect(verified).toEqual(JSON.parse(delivery.payload));
    expect(verified).toMatchObject({ id: delivery.eventId, type: 'webhook.test', timestamp: expect.any(String) });
    // Tampered with, it no longer verifies.
    expect(() => new Webhook(secret).verify(received.body.replace('webhook.test', 'document.uploaded'), received.headers)).toThrow();

    expect(await reload(delivery.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'ok',
      durationMs: expect.any(Number),
      lastError: null,
      nextAttemptAt: null,
      claimToken: null,
      deliveredAt: expect.any(Date),
    });
    const listed = (await admin.get('/api/admin/webhooks').expect(200)).body as {
      lastAttemptSucceeded: boolean;
      lastResponseStatus: number;
    }[];
    expect(listed[0]).toMatchObject({
      lastAttemptSucceeded: true,
      lastResponseStatus: 200,
      failingSince: null,
      lastAttemptAt: expect.any(String),
    });
  });

  it('retries a failing delivery after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and three days, then fails it', async () => {
    receiver.answer({ status: 503, body: 'Down for maintenance' });
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    // Disabling only after a year: the retries alone are seen here.
    const lenient = workerFor(t, new AddressGuard(true), {}, { disableAfterDays: 365 });
    const delivery = await sendTest(id);
    const start = new Date();
    await lenient.drain(start);
    let row = await reload(delivery.id);
    expect(row).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: 503,
      responseExcerpt: 'Down for maintenance',
      lastError: 'Answered 503',
    });
    expect(row.nextAttemptAt!.getTime() - start.getTime()).toBeGreaterThanOrEqual(MINUTE - 1000);
    expect(row.nextAttemptAt!.getTime() - start.getTime()).toBeLessThanOrEqual(MINUTE + 1000);

    await lenient.drain(new Date(start.getTime() + 30_000));
    expect((await reload(delivery.id)).attempts).toBe(1); // not due yet

    const pauses: number[] = [];
    while (row.status === 'retrying') {
      const due = row.nextAttemptAt!;
      await lenient.drain(due);
      row = await reload(delivery.id);
      if (row.nextAttemptAt) pauses.push(row.nextAttemptAt.getTime() - due.getTime());
    }
    expect(pauses).toEqual(WEBHOOK_RETRY_PAUSES_MS.slice(1));
    expect(pauses.map((pause) => pause / MINUTE)).toEqual([5, 30, 120, 300, 600, 1440, 1440, 1440]);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_PAUSES_MS.length + 1,
      nextAttemptAt: null,
      lastError: 'Answered 503',
    });
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_PAUSES_MS.length + 1);
    // Every try carries the same event id, each with its own timestamp.
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    await lenient.stop();
  });

  it('counts a redirect, a timeout and a refused connection as failed tries, keeping only the start of an answer', async () => {
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    const quick = workerFor(t, new AddressGuard(true), { timeoutMs: 300 });

    receiver.answer({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    const redirected = await sendTest(id);
    await quick.drain();
    expect(await reload(redirected.id)).toMatchObject({
      status: 'retrying',
      responseStatus: 302,
      lastError: 'Answered 302 (redirects are not followed)',
    });
    expect(receiver.received).toHaveLength(1);

    receiver.answer({ status: 200, body: 'late', delayMs: 2000 });
    const slow = await sendTest(id);
    await quick.drain();
    expect(await reload(slow.id)).toMatchObject({ status: 'retrying', responseStatus: null, lastError: 'No answer within 300 ms' });

    receiver.answer({ status: 500, body: 'x'.repeat(10_000) });
    const verbose = await sendTest(id);
    await quick.drain();
    expect((await reload(verbose.id)).responseExcerpt).toBe('x'.repeat(500));

    const gone = await storeEndpoint(t, 'http://127.0.0.1:1/nobody-listens');
    const refused = await sendTest(gone.id);
    await quick.drain();
    expect(await reload(refused.id)).toMatchObject({
      status: 'retrying',
      responseStatus: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    await quick.stop();
  });

  it('sends each delivery once with two workers on one database, and takes over a crashed sender’s delivery', async () => {
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    const secondDataSource = createDataSource({ url: t.database.url, dataDir: t.database.dataDir });
    await secondDataSource.initialize();
    const first = workerFor(t, new AddressGuard(true), { batchSize: 3 });
    const second = workerFor(t, new AddressGuard(true), { batchSize: 3 }, { dataSource: secondDataSource });
    try {
      const now = new Date(Date.now() + MINUTE);
      const payload = (n: number) => JSON.stringify({ id: `evt_${n}`, type: 'webhook.test', timestamp: now.toISOString(), data: { n } });
      const row = (n: number, fields: Partial<WebhookDelivery> = {}) =>
        deliveryRows(t).create({
          endpointId: id,
          eventId: `evt_${n}`,
          eventType: 'webhook.test',
          payload: payload(n),
          status: 'waiting',
          nextAttemptAt: now,
          ...fields,
        });
      // Stored directly, so that neither worker is nudged before both race for them.
      await deliveryRows(t).save(Array.from({ length: 12 }, (_, n) => row(n)));
      await deliveryRows(t).save([
        row(100, {
          status: 'sending',
          attempts: 1,
          claimToken: 'a-sender-that-crashed',
          leaseExpiresAt: new Date(now.getTime() - 1000),
          nextAttemptAt: null,
        }),
        row(101, {
          status: 'sending',
          attempts: 1,
          claimToken: 'a-sender-at-work',
          leaseExpiresAt: new Date(now.getTime() + MINUTE),
          nextAttemptAt: null,
        }),
      ]);

      await Promise.all([first.drain(now), second.drain(now)]);

      const ids = receiver.received.map((request) => request.headers['webhook-id']).sort();
      expect(ids).toEqual([...Array.from({ length: 12 }, (_, n) => `evt_${n}`), 'evt_100'].sort());
      expect(await deliveryRows(t).countBy({ endpointId: id, status: 'delivered', attempts: 1 })).toBe(12);
      expect(await deliveryRows(t).findOneByOrFail({ eventId: 'evt_100' })).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(await deliveryRows(t).findOneByOrFail({ eventId: 'evt_101' })).toMatchObject({
        status: 'sending',
        claimToken: 'a-sender-at-work',
      });
    } finally {
      await first.stop();
      await second.stop();
      await secondDataSource.destroy();
    }
  }, 60_000);

  describe('endpoints side by side', () => {
    let held: HeldReceiver;
    beforeEach(async () => {
      held = await startHeldReceiver();
    });
    afterEach(() => held.stop());

    /** Deliveries stored directly, due at `now`, created in the order given (so a one-at-a-time worker takes them so). */
    const queue = async (now: Date, deliveries: { endpointId: string; eventId: string }[]) => {
      const rows = deliveries.map(({ endpointId, eventId }, n) =>
        deliveryRows(t).create({
          endpointId,
          eventId,
          eventType: 'webhook.test',
          payload: JSON.stringify({ id: eventId, type: 'webhook.test', timestamp: now.toISOString(), data: {} }),
          status: 'waiting',
          nextAttemptAt: now,
          createdAt: new Date(now.getTime() - 60_000 + n * 1000),
        }),
      );
      return deliveryRows(t).save(rows);
    };
    const statusOf = async (eventId: string) => (await deliveryRows(t).findOneByOrFail({ eventId })).status;

    it('delivers to an endpoint that answers while another’s receiver hangs; each endpoint’s deliveries go one at a time, in order', async () => {
      const slow = await storeEndpoint(t, `${held.url}/slow`);
      const fast = await storeEndpoint(t, `${receiver.url}/fast`);
      // A timeout longer than the test: the slow receiver's try ends only when the test answers it.
      const own = workerFor(t, new AddressGuard(true), { timeoutMs: 5 * MINUTE });
      const now = new Date();
      // The slow endpoint's deliveries first: one at a time, the worker would wait on them before the fast one.
      await queue(now, [
        { endpointId: slow.id, eventId: 'evt_slow_1' },
        { endpointId: slow.id, eventId: 'evt_slow_2' },
        { endpointId: fast.id, eventId: 'evt_fast' },
      ]);
      try {
        const round = own.runRound(now);
        await waitUntil('the fast endpoint’s delivery', async () => (await statusOf('evt_fast')) === 'delivered');
        expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual(['evt_fast']);
        // The slow endpoint's first delivery is still in the receiver's hands, its second not sent yet.
        expect(held.received).toEqual(['evt_slow_1']);
        expect(held.holding()).toBe(1);
        expect(await statusOf('evt_slow_1')).toBe('sending');
        expect(await statusOf('evt_slow_2')).toBe('sending');

        held.answerOldest();
        await waitUntil('the slow endpoint’s second delivery', () => held.received.length === 2);
        expect(await statusOf('evt_slow_1')).toBe('delivered');
        held.answerOldest();
        expect(await round).toBe(3);
        expect(held.received).toEqual(['evt_slow_1', 'evt_slow_2']);
        expect(held.mostHeldAtOnce()).toBe(1);
        expect(await deliveryRows(t).countBy({ status: 'delivered', attempts: 1 })).toBe(3);
      } finally {
        held.letGo();
        await own.stop();
      }
    });

    it('running, sends a delivery queued while another endpoint’s receiver hangs, without waiting for it', async () => {
      const slow = await storeEndpoint(t, `${held.url}/slow`);
      const fast = await storeEndpoint(t, `${receiver.url}/fast`);
      // Polling left out of it: only the nudges (as after an announcing commit) start rounds here.
      const own = workerFor(t, new AddressGuard(true), { timeoutMs: 5 * MINUTE, pollMs: 60 * MINUTE });
      const earlier = new Date(Date.now() - MINUTE);
      await queue(earlier, [{ endpointId: slow.id, eventId: 'evt_slow' }]);
      try {
        own.start();
        await waitUntil('the slow endpoint’s delivery in its receiver’s hands', () => held.holding() === 1);
        await queue(earlier, [{ endpointId: fast.id, eventId: 'evt_fast' }]);
        own.nudge();
        await waitUntil('the fast endpoint’s delivery', async () => (await statusOf('evt_fast')) === 'delivered');
        expect(held.holding()).toBe(1);
        expect(await statusOf('evt_slow')).toBe('sending');
        held.answerOldest();
        await waitUntil('the slow endpoint’s delivery', async () => (await statusOf('evt_slow')) === 'delivered');
      } finally {
        held.letGo();
        await own.stop();
      }
    });

    it(`sends to at most ${WEBHOOK_ENDPOINTS_AT_ONCE} endpoints at once, claiming the others’ deliveries only when one is done`, async () => {
      const endpoints = [];
      for (let n = 0; n < WEBHOOK_ENDPOINTS_AT_ONCE + 2; n += 1) endpoints.push(await storeEndpoint(t, `${held.url}/${n}`));
      const own = workerFor(t, new AddressGuard(true), { timeoutMs: 5 * MINUTE });
      const now = new Date();
      await queue(
        now,
        endpoints.map(({ id }, n) => ({ endpointId: id, eventId: `evt_${n}` })),
      );
      try {
        const round = own.runRound(now);
        await waitUntil(
          `${WEBHOOK_ENDPOINTS_AT_ONCE} deliveries in the receiver's hands`,
          () => held.holding() === WEBHOOK_ENDPOINTS_AT_ONCE,
        );
        expect(await deliveryRows(t).countBy({ status: 'sending' })).toBe(WEBHOOK_ENDPOINTS_AT_ONCE);
        // The other two are not even claimed while every lane is busy: no lease runs out while they wait.
        const waiting = await deliveryRows(t).findBy({ status: 'waiting' });
        expect(waiting).toEqual([
          expect.objectContaining({ attempts: 0, claimToken: null }),
          expect.objectContaining({ attempts: 0, claimToken: null }),
        ]);
        expect(held.received).not.toContain(waiting[0].eventId);
        expect(held.received).not.toContain(waiting[1].eventId);

        held.answerOldest();
        await waitUntil('a ninth delivery', () => held.received.length === WEBHOOK_ENDPOINTS_AT_ONCE + 1);
        held.letGo();
        expect(await round).toBe(WEBHOOK_ENDPOINTS_AT_ONCE + 2);
        expect(held.mostHeldAtOnce()).toBe(WEBHOOK_ENDPOINTS_AT_ONCE);
        expect(new Set(held.received).size).toBe(WEBHOOK_ENDPOINTS_AT_ONCE + 2);
        expect(await deliveryRows(t).countBy({ status: 'delivered', attempts: 1 })).toBe(WEBHOOK_ENDPOINTS_AT_ONCE + 2);
      } finally {
        held.letGo();
        await own.stop();
      }
    });
  });

  it('sends again on request: a delivered one once more with the same event id, a failed one with its tries used up', async () => {
    const { id, secret } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    const delivery = await sendTest(id);
    await worker().drain();
    await admin.post(`/api/admin/webhooks/deliveries/${delivery.id}/redeliver`).expect(200);
    await worker().drain();
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([delivery.eventId, delivery.eventId]);
    expect(new Webhook(secret).verify(receiver.received[1].body, receiver.received[1].headers)).toEqual(JSON.parse(delivery.payload));
    expect(await reload(delivery.id)).toMatchObject({ status: 'delivered', attempts: 2 });

    await deliveryRows(t).update(
      { id: delivery.id },
      { status: 'failed', attempts: WEBHOOK_RETRY_PAUSES_MS.length + 1, deliveredAt: null },
    );
    receiver.answer({ status: 500 });
    await admin.post(`/api/admin/webhooks/deliveries/${delivery.id}/redeliver`).expect(200);
    await worker().drain();
    expect(await reload(delivery.id)).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_PAUSES_MS.length + 2,
      responseStatus: 500,
    });
    expect(receiver.received).toHaveLength(3);
  });

  it('disables an endpoint failing every try for WEBHOOK_DISABLE_AFTER_DAYS and e-mails the administrator who registered it', async () => {
    receiver.answer({ status: 500, body: 'broken' });
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded'], 'Practice manager');
    const first = await sendTest(id);
    const waiting = await sendTest(id);
    const start = new Date();
    await worker().drain(start);
    expect((await endpointRows(t).findOneByOrFail({ id })).failingSince).toEqual(expect.any(Date));
    // A success clears the streak; failures start it again.
    receiver.answer({ status: 204 });
    await admin.post(`/api/admin/webhooks/deliveries/${first.id}/redeliver`).expect(200);
    await worker().drain();
    expect(await endpointRows(t).findOneByOrFail({ id })).toMatchObject({
      failingSince: null,
      lastAttemptSucceeded: true,
      lastResponseStatus: 204,
    });

    receiver.answer({ status: 500, body: 'broken' });
    await admin.post(`/api/admin/webhooks/deliveries/${first.id}/redeliver`).expect(200);
    await worker().drain();
    const failingSince = (await endpointRows(t).findOneByOrFail({ id })).failingSince!;
    // Two days and a half later: still failing, not yet disabled.
    await deliveryRows(t).update({ id: waiting.id }, { nextAttemptAt: new Date(start.getTime() - 1000) });
    await worker().drain(new Date(failingSince.getTime() + 2.5 * DAY_MS));
    expect(await endpointRows(t).findOneByOrFail({ id })).toMatchObject({ enabled: true, failingSince });
    expect(await t.database.dataSource.getRepository(QueuedMail).count()).toBe(0);

    // Three days on, the next failed try disables it, fails what waits, and e-mails the owner once.
    await deliveryRows(t).update({ id: waiting.id }, { nextAttemptAt: new Date(start.getTime() - 1000) });
    await deliveryRows(t).update({ id: first.id }, { nextAttemptAt: new Date(failingSince.getTime() + 3 * DAY_MS + 5000) });
    await worker().drain(new Date(failingSince.getTime() + 3 * DAY_MS));
    const disabled = await endpointRows(t).findOneByOrFail({ id });
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for 3 days', disabledAt: expect.any(Date) });
    expect(await reload(first.id)).toMatchObject({ status: 'failed', lastError: 'The endpoint was disabled after failing for days' });
    const mails = await t.database.dataSource.getRepository(QueuedMail).find();
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'admin@example.com',
        subject: 'Webhook endpoint disabled: 127.0.0.1:' + new URL(receiver.url).port,
      }),
    ]);
    expect(mails[0].content?.text).toContain('Practice manager');
    expect(mails[0].content?.text).toContain('/portal/admin?tab=integrations');
    expect(await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'webhook.disable', resourceId: id })).toEqual([
      expect.objectContaining({ userId: null, details: expect.objectContaining({ automatic: true }) }),
    ]);

    // Disabled, nothing more is sent to it and nothing is queued for it.
    const sent = receiver.received.length;
    await worker().drain(new Date(failingSince.getTime() + 10 * DAY_MS));
    expect(receiver.received).toHaveLength(sent);
    await admin.put(`/api/admin/webhooks/${id}`).send({ enabled: true }).expect(200);
    expect(await endpointRows(t).findOneByOrFail({ id })).toMatchObject({ enabled: true, failingSince: null, disabledReason: null });
  });

  it('e-mails every administrator when the one who registered the endpoint is gone', async () => {
    receiver.answer({ status: 500 });
    const { id } = await storeEndpoint(t, `${receiver.url}/hooks`, ['document.uploaded'], { createdBy: null });
    const delivery = await sendTest(id);
    const now = new Date();
    await endpointRows(t).update({ id }, { failingSince: new Date(now.getTime() - 3 * DAY_MS - 1000) });
    await worker().drain(now);
    expect(await endpointRows(t).findOneByOrFail({ id })).toMatchObject({ enabled: false });
    expect(await reload(delivery.id)).toMatchObject({ status: 'failed' });
    const recipients = (await t.database.dataSource.getRepository(QueuedMail).find()).map((mail) => mail.recipient).sort();
    expect(recipients).toEqual(['admin@example.com', 'superadmin@example.com']);
  });

  it('prunes delivered rows after 30 days and keeps failed ones to be sent again', async () => {
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    const old = await sendTest(id);
    const recent = await sendTest(id);
    const failed = await sendTest(id);
    await worker().drain();
    const now = new Date();
    await deliveryRows(t).update({ id: old.id }, { deliveredAt: new Date(now.getTime() - 31 * DAY_MS) });
    await deliveryRows(t).update({ id: recent.id }, { deliveredAt: new Date(now.getTime() - 29 * DAY_MS) });
    await deliveryRows(t).update(
      { id: failed.id },
      { status: 'failed', deliveredAt: null, lastAttemptAt: new Date(now.getTime() - 90 * DAY_MS) },
    );
    expect(await worker().pruneDelivered(now)).toBe(1);
    expect((await deliveriesOf(t, id)).map((delivery) => delivery.id).sort()).toEqual([recent.id, failed.id].sort());
  });

  it('reports its backlog for the webhook_queue_* gauges', async () => {
    receiver.answer({ status: 500 });
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    await sendTest(id);
    await sendTest(id);
    expect(await worker().stats()).toMatchObject({ waiting: 2, retrying: 0, failed: 0, oldestWaitingAgeSeconds: expect.any(Number) });
    await worker().drain();
    expect(await worker().stats()).toMatchObject({ waiting: 0, retrying: 2, sending: 0 });
  });

  it('stops cleanly: the delivery under way is finished and recorded, nothing is sent after the stop', async () => {
    receiver.answer({ status: 200, body: 'slow', delayMs: 300 });
    const { id } = await registerEndpoint(admin, `${receiver.url}/hooks`, ['document.uploaded']);
    const own = workerFor(t, new AddressGuard(true));
    const first = await sendTest(id);
    const round = own.runRound();
    while (receiver.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = own.stop();
    const second = await sendTest(id);
    await stopping;
    await round;
    expect(await reload(first.id)).toMatchObject({ status: 'delivered' });
    expect(await reload(second.id)).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(receiver.received).toHaveLength(1);
  });
});
