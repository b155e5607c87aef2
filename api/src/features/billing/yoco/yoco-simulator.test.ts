import express from 'express';
import request from 'supertest';
import { YocoUnavailableError, createYocoCheckout, type YocoOrder } from './yoco-checkout';
import { yocoSimulator, type YocoSimulator } from './yoco-simulator';
import { TEST_SECRET_KEY, TEST_WEBHOOK_SECRET } from './yoco-test-kit';
import { startLocalServer, type LocalServer } from '../payments-test-kit';
import { readYocoWebhook } from './yoco-webhook';

const P = '/simulators/yoco';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const order = (overrides: Partial<YocoOrder> = {}): YocoOrder => ({
  amountCents: 244375,
  successUrl: 'http://127.0.0.1:1/portal/billing/i1?payment=returned',
  cancelUrl: 'http://127.0.0.1:1/portal/billing/i1?payment=cancelled',
  failureUrl: 'http://127.0.0.1:1/portal/billing/i1?payment=failed',
  metadata: { invoiceNumber: 'INV-0007' },
  idempotencyKey: `key-${Math.random()}`,
  ...overrides,
});

describe('the Yoco simulator, over HTTP on 127.0.0.1', () => {
  let merchant: LocalServer;
  let yoco: LocalServer;
  let simulator: YocoSimulator;
  let app: express.Express;
  const received: Received[] = [];
  let settings: { apiUrl: string; secretKey: string };

  beforeAll(async () => {
    // The merchant's webhook endpoint: keeps what came, byte for byte, as the portal's route reads it.
    merchant = await startLocalServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200).end('OK');
      });
    });
    simulator = yocoSimulator({
      secretKey: TEST_SECRET_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      webhookUrl: () => `${merchant.origin}/api/payments/notifications/yoco`,
    });
    app = express();
    app.use(P, simulator);
    yoco = await startLocalServer(app);
    settings = { apiUrl: yoco.origin + P, secretKey: TEST_SECRET_KEY };
  });
  afterAll(async () => {
    await yoco.close();
    await merchant.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  const post = (path: string) =>
    fetch(path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

  it('creates a checkout for createYocoCheckout, with a page on its own origin', async () => {
    const checkout = await createYocoCheckout(settings, order());
    expect(checkout.id).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    expect(checkout.redirectUrl).toBe(`${settings.apiUrl}/checkout/${checkout.id}`);
  });

  it('answers the same checkout to the same Idempotency-Key, and refuses the key with another body', async () => {
    const first = await createYocoCheckout(settings, order({ idempotencyKey: 'same-key' }));
    const again = await createYocoCheckout(settings, order({ idempotencyKey: 'same-key' }));
    expect(again).toEqual(first);
    const other = await createYocoCheckout(settings, order({ idempotencyKey: 'other-key' }));
    expect(other.id).not.toBe(first.id);
    await expect(createYocoCheckout(settings, order({ idempotencyKey: 'same-key', amountCents: 500 }))).rejects.toThrow(/answered 422/);
  });

  it('refuses a wrong or missing key with 401, and never names the key in the error', async () => {
    const error = await createYocoCheckout({ ...settings, secretKey: 'sk_test_wrong' }, order()).then(
      () => new Error('expected a refusal'),
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(YocoUnavailableError);
    expect(error.message).toMatch(/answered 401/);
    expect(error.message).not.toContain('sk_test_wrong');
    const missing = await request(app).post(`${P}/api/checkouts`).send({ amount: 500, currency: 'ZAR' });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ errorType: 'authentication_error' });
  });

  it('refuses a malformed checkout with 400 naming the field, and a large body with 413', async () => {
    const asMerchant = (body: unknown) =>
      request(app)
        .post(`${P}/api/checkouts`)
        .set('authorization', `Bearer ${TEST_SECRET_KEY}`)
        .send(body as object);
    const cases: [unknown, string][] = [
      [{ amount: 199, currency: 'ZAR' }, 'amount'],
      [{ amount: 250.5, currency: 'ZAR' }, 'amount'],
      [{ amount: '500', currency: 'ZAR' }, 'amount'],
      [{ amount: 500, currency: 'USD' }, 'currency'],
      [{ amount: 500, currency: 'ZAR', successUrl: 'javascript:alert(1)' }, 'successUrl'],
      [{ amount: 500, currency: 'ZAR', metadata: { invoice: 7 } }, 'metadata.invoice'],
      [[1, 2], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await asMerchant(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorType: 'invalid_request_error', field });
    }
    const notJson = await request(app)
      .post(`${P}/api/checkouts`)
      .set('authorization', `Bearer ${TEST_SECRET_KEY}`)
      .set('content-type', 'application/json')
      .send('{"amount":');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ field: 'body' });
    const large = await asMerchant({ amount: 500, currency: 'ZAR', metadata: { note: 'x'.repeat(20_000) } });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ field: 'body' });
  });

  it('shows the checkout page with the amount, Pay and Cancel, and no script', async () => {
    const checkout = await createYocoCheckout(settings, order());
    const page = await fetch(checkout.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Yoco simulator');
    expect(html).toContain('R 2 443.75');
    expect(html).toContain('>Pay R 2 443.75</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain(`action="${P}/checkout/${checkout.id}/pay"`);
    expect(html).not.toMatch(/<script/i);
    expect((await fetch(`${settings.apiUrl}/checkout/ch_unknown`)).status).toBe(404);
  });

  it('Pay sends a signed payment.succeeded before sending the buyer back; a second Pay sends nothing', async () => {
    const checkout = await createYocoCheckout(settings, order());
    const paid = await post(`${checkout.redirectUrl}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(order().successUrl);
    // Already there when the buyer is sent back: the simulator waited for the merchant's answer.
    expect(received).toHaveLength(1);
    const read = readYocoWebhook(received[0].body, received[0].headers, TEST_WEBHOOK_SECRET);
    expect(read).toEqual({
      ok: true,
      event: {
        id: expect.stringMatching(/^evt_/) as string,
        type: 'payment.succeeded',
        paymentId: expect.stringMatching(/^p_/) as string,
        amountCents: 244375,
        currency: 'ZAR',
        status: 'succeeded',
        mode: 'test',
        checkoutId: checkout.id,
        metadata: { invoiceNumber: 'INV-0007', checkoutId: checkout.id },
      },
    });
    const again = await post(`${checkout.redirectUrl}/pay`);
    expect(again.status).toBe(303);
    expect(received).toHaveLength(1);
    expect(await (await fetch(checkout.redirectUrl)).text()).toContain('This checkout is paid');
  });

  it('a tampered copy of the webhook, or one read with another secret, is refused', async () => {
    const checkout = await createYocoCheckout(settings, order());
    await post(`${checkout.redirectUrl}/pay`);
    const [webhook] = received;
    const tampered = Buffer.from(webhook.body.toString().replace('"amount":244375', '"amount":100'));
    expect(readYocoWebhook(tampered, webhook.headers, TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'signature' });
    const otherSecret = `whsec_${Buffer.from('not the merchant’s').toString('base64')}`;
    expect(readYocoWebhook(webhook.body, webhook.headers, otherSecret)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('lastWebhook replays the delivery exactly: same id, body and signature', async () => {
    const checkout = await createYocoCheckout(settings, order());
    await post(`${checkout.redirectUrl}/pay`);
    const last = simulator.lastWebhook()!;
    expect(last.url).toBe(`${merchant.origin}/api/payments/notifications/yoco`);
    const replayed = await fetch(last.url, { method: 'POST', headers: last.headers, body: last.body });
    expect(replayed.status).toBe(200);
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(second.headers[name]).toBe(first.headers[name]);
    // Still valid (within the tolerance): telling it apart is the merchant's job, by the event id.
    const [one, two] = received.map((delivery) => readYocoWebhook(delivery.body, delivery.headers, TEST_WEBHOOK_SECRET));
    expect(one.ok && two.ok && one.event.id === two.event.id).toBe(true);
  });

  it('a webhook more than 3 minutes old is refused, though its signature is genuine', async () => {
    const checkout = await createYocoCheckout(settings, order());
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      await post(`${checkout.redirectUrl}/pay`);
      const [webhook] = received;
      clock.mockReturnValue(now + 4 * 60_000);
      const read = readYocoWebhook(webhook.body, webhook.headers, TEST_WEBHOOK_SECRET);
      expect(read).toMatchObject({ ok: false, reason: 'signature' });
      expect(read.ok || read.message).toMatch(/timestamp/);
    } finally {
      clock.mockRestore();
    }
  });

  it('Cancel sends the buyer to cancelUrl, and sends no webhook', async () => {
    const checkout = await createYocoCheckout(settings, order());
    const cancelled = await post(`${checkout.redirectUrl}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(order().cancelUrl);
    expect(received).toHaveLength(0);
    expect((await post(`${settings.apiUrl}/checkout/ch_unknown/pay`)).status).toBe(404);
  });

  it('sends the buyer back even when the merchant’s webhook endpoint is down', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const lonely = express();
    lonely.use(
      P,
      yocoSimulator({ secretKey: TEST_SECRET_KEY, webhookSecret: TEST_WEBHOOK_SECRET, webhookUrl: () => `${closed.origin}/webhook` }),
    );
    const made = await request(lonely)
      .post(`${P}/api/checkouts`)
      .set('authorization', `Bearer ${TEST_SECRET_KEY}`)
      .send({ amount: 500, currency: 'ZAR', successUrl: 'http://127.0.0.1:1/back' });
    expect(made.status).toBe(200);
    const paid = await request(lonely).post(`${P}/checkout/${(made.body as { id: string }).id}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe('http://127.0.0.1:1/back');
  });

  it('refuses a webhook secret that is no whsec_ secret when it is made, not at the first payment', () => {
    expect(() => yocoSimulator({ secretKey: TEST_SECRET_KEY, webhookSecret: '', webhookUrl: () => 'http://127.0.0.1:1/' })).toThrow();
  });
});
