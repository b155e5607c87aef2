import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SubscribableWebhookEventType } from '../../../../validation/webhook-events';
import type { AddressGuard } from './address-guard';
import { EndpointHealth } from './endpoint-health';
import { newSigningSecret, sealSigningSecret } from './signing-secrets';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookWorker, type WebhookWorkerOptions } from './webhook-worker';

/** One request the receiver got, as it arrived. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver answers next: a status and a body, after an optional pause. */
export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface TestReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  received: ReceivedWebhook[];
  /** Every later request is answered so (200 "ok" at first). */
  answer(answer: ReceiverAnswer): void;
  stop(): Promise<void>;
}

/**
 * A receiving server on 127.0.0.1, as an integrator's would be: it records each request's path,
 * headers and raw body, and answers as the test says. Reaching it needs
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true (loopback is refused otherwise).
 */
async function startReceiver(): Promise<TestReceiver> {
  const received: ReceivedWebhook[] = [];
  let next: ReceiverAnswer = { status: 200, body: 'ok' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, body = '', headers = {}, delayMs = 0 } = next;
      const timer = setTimeout(() => res.writeHead(status, headers).end(body), delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(answer) {
      next = answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A receiver that hangs: it answers nothing until the test lets it. */
export interface HeldReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The webhook-id of each request, in the order they arrived. */
  received: string[];
  /** How many requests it holds unanswered now. */
  holding(): number;
  /** The most it held at once. */
  mostHeldAtOnce(): number;
  /** Answers the oldest request held (200). */
  answerOldest(): void;
  /** Answers every request held, and from now on each at once. */
  letGo(): void;
  stop(): Promise<void>;
}

/** A receiver on 127.0.0.1 that holds each request unanswered until the test says (needs WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). */
export async function startHeldReceiver(): Promise<HeldReceiver> {
  const received: string[] = [];
  const held: http.ServerResponse[] = [];
  let mostHeldAtOnce = 0;
  let holdingOn = true;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(String(req.headers['webhook-id']));
      if (!holdingOn) return void res.end('ok');
      held.push(res);
      mostHeldAtOnce = Math.max(mostHeldAtOnce, held.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    holding: () => held.length,
    mostHeldAtOnce: () => mostHeldAtOnce,
    answerOldest: () => held.shift()?.end('ok'),
    letGo() {
      holdingOn = false;
      for (const res of held.splice(0)) res.end('ok');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits until `condition` holds, looking every 10 ms. The limit only keeps a broken worker from
 * hanging the suite: nothing here measures how fast anything is.
 */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, limitMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What a suite of webhook tests works with: the app, an administrator signed in, the receiver. */
export interface WebhookSuite {
  t: TestApp;
  admin: TestAgent;
  receiver: TestReceiver;
}

/**
 * Sets up a describe block of webhook tests: the receiver and an app over `target` (with `env`)
 * for the block, and before each test no endpoint, nothing received and the receiver answering
 * 200 "ok" again. `ready` is handed the suite once it stands, before the block's own hooks run.
 */
export function setUpWebhookSuite(target: { url?: string }, env: Record<string, string>, ready: (suite: WebhookSuite) => void): void {
  let suite: WebhookSuite;
  beforeAll(async () => {
    const receiver = await startReceiver();
    const t = await createTestApp(target, env);
    suite = { t, receiver, admin: await t.agent('admin') };
    ready(suite);
  }, 60_000);
  afterAll(async () => {
    await suite.t.close();
    await suite.receiver.stop();
  });
  beforeEach(async () => {
    await removeEndpoints(suite.t);
    suite.receiver.received.length = 0;
    suite.receiver.answer({ status: 200, body: 'ok' });
  });
}

/** Registers an endpoint over REST as `admin`; answers its id and secret. */
export async function registerEndpoint(
  admin: TestAgent,
  url: string,
  events: string[],
  description: string | null = null,
): Promise<{ id: string; secret: string }> {
  const response = await admin.post('/api/admin/webhooks').send({ url, events, description });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${response.text}`);
  return { id: response.body.endpoint.id, secret: response.body.secret };
}

export const endpointRows = (t: TestApp) => t.database.dataSource.getRepository(WebhookEndpoint);
export const deliveryRows = (t: TestApp) => t.database.dataSource.getRepository(WebhookDelivery);

/** The deliveries queued for one endpoint, oldest first. */
export const deliveriesOf = (t: TestApp, endpointId: string) =>
  deliveryRows(t).find({ where: { endpointId }, order: { createdAt: 'ASC' } });

/** Removes every endpoint (their deliveries go with them), so each test starts with none. */
export async function removeEndpoints(t: TestApp): Promise<void> {
  await deliveryRows(t).createQueryBuilder().delete().execute();
  await endpointRows(t).createQueryBuilder().delete().execute();
}

/**
 * An endpoint stored directly, past the registration's checks: as if registered while its name
 * pointed elsewhere, or while WEBHOOKS_ALLOW_PRIVATE_ADDRESSES was on.
 */
export async function storeEndpoint(
  t: TestApp,
  url: string,
  events: SubscribableWebhookEventType[] = ['document.uploaded'],
  fields: Partial<WebhookEndpoint> = {},
): Promise<{ id: string; secret: string }> {
  const secret = newSigningSecret();
  const endpoint = await endpointRows(t).save(
    endpointRows(t).create({ url, events, sealedSecret: sealSigningSecret(secret, t.config.twoStepKey), enabled: true, ...fields }),
  );
  return { id: endpoint.id, secret };
}

/** A worker of its own (over the app's database unless another connection is given), with the guard and options the test chooses. */
export function workerFor(
  t: TestApp,
  guard: AddressGuard,
  options: WebhookWorkerOptions = {},
  { disableAfterDays = 3, dataSource = t.database.dataSource }: { disableAfterDays?: number; dataSource?: DataSource } = {},
): WebhookWorker {
  return new WebhookWorker(
    {
      dataSource,
      health: new EndpointHealth(dataSource, t.app.services.mailQueue, t.app.services.audit, {
        disableAfterDays,
        publicUrl: t.config.publicUrl,
      }),
      guard,
      secretKey: t.config.twoStepKey,
      userAgent: 'Khanya-Portal-Webhooks/test',
    },
    options,
  );
}
