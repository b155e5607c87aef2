import { YOCO_MINIMUM_CENTS, YocoOrderError, YocoUnavailableError, createYocoCheckout, type YocoOrder } from './yoco-checkout';
import { TEST_SECRET_KEY } from './yoco-test-kit';
import { startLocalServer } from '../payments-test-kit';

const settings = { apiUrl: 'https://yoco.invalid/', secretKey: TEST_SECRET_KEY };
const order: YocoOrder = {
  amountCents: 244375,
  successUrl: 'https://portal.example/portal/billing/i1?payment=returned',
  cancelUrl: 'https://portal.example/portal/billing/i1?payment=cancelled',
  failureUrl: 'https://portal.example/portal/billing/i1?payment=failed',
  metadata: { invoiceNumber: 'INV-0007' },
  idempotencyKey: 'checkout-1',
};
const checkoutAnswer = {
  id: 'ch_9LVKD8GnAj7f39DFbn4F16bE',
  redirectUrl: 'https://c.yoco.com/checkout/ch_9LVKD8GnAj7f39DFbn4F16bE',
  status: 'created',
  amount: 244375,
  currency: 'ZAR',
};

/** A fetch that answers `response` and remembers what it was asked; it never touches the network. */
function answering(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return response();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('createYocoCheckout', () => {
  it('POSTs the order to /api/checkouts with the key, the idempotency key and the amount in cents', async () => {
    const { calls, fetchImpl } = answering(json(checkoutAnswer));
    await expect(createYocoCheckout(settings, order, fetchImpl)).resolves.toEqual({
      id: checkoutAnswer.id,
      redirectUrl: checkoutAnswer.redirectUrl,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe('https://yoco.invalid/api/checkouts');
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toMatchObject({
      authorization: `Bearer ${TEST_SECRET_KEY}`,
      'content-type': 'application/json',
      'idempotency-key': 'checkout-1',
    });
    expect(JSON.parse(call.init.body as string)).toEqual({
      amount: 244375,
      currency: 'ZAR',
      successUrl: order.successUrl,
      cancelUrl: order.cancelUrl,
      failureUrl: order.failureUrl,
      metadata: { invoiceNumber: 'INV-0007' },
    });
  });

  it('refuses, before asking Yoco, an amount below R 2.00 or not whole cents', async () => {
    const { calls, fetchImpl } = answering(json(checkoutAnswer));
    for (const amountCents of [YOCO_MINIMUM_CENTS - 1, 0, -500, 250.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      await expect(createYocoCheckout(settings, { ...order, amountCents }, fetchImpl)).rejects.toThrow(YocoOrderError);
    }
    await expect(createYocoCheckout(settings, { ...order, idempotencyKey: 'two\r\nlines' }, fetchImpl)).rejects.toThrow(YocoOrderError);
    expect(calls).toHaveLength(0);
    await expect(
      createYocoCheckout(
        settings,
        { ...order, amountCents: YOCO_MINIMUM_CENTS },
        answering(json({ ...checkoutAnswer, amount: 200 })).fetchImpl,
      ),
    ).resolves.toBeTruthy();
  });

  it('a refusal by Yoco is YocoUnavailableError, with Yoco’s reason and never the key', async () => {
    const echoing = answering(json({ errorType: 'authentication_error', message: `wrong key ${TEST_SECRET_KEY}` }, 403));
    const error = await failure(createYocoCheckout(settings, order, echoing.fetchImpl));
    expect(error).toBeInstanceOf(YocoUnavailableError);
    expect(error.message).toMatch(/answered 403/);
    expect(error.message).toMatch(/authentication_error/);
    expect(error.message).not.toContain(TEST_SECRET_KEY);
  });

  it('an answer that is not a checkout for this amount is YocoUnavailableError', async () => {
    const answers = [
      () => new Response('<html>maintenance</html>', { status: 200 }),
      json({ ...checkoutAnswer, id: undefined }),
      json({ ...checkoutAnswer, redirectUrl: 'javascript:alert(1)' }),
      json({ ...checkoutAnswer, amount: 1 }),
      json({ ...checkoutAnswer, currency: 'USD' }),
      json([]),
      () => new Response(null, { status: 204 }),
      () => new Response('moved', { status: 302, headers: { location: 'https://elsewhere.invalid/' } }),
    ];
    for (const answer of answers) {
      await expect(createYocoCheckout(settings, order, answering(answer).fetchImpl)).rejects.toThrow(YocoUnavailableError);
    }
  });

  it('reads at most 64 KB of the answer', async () => {
    const huge = JSON.stringify({ ...checkoutAnswer, padding: 'x'.repeat(70_000) });
    // Declared too large: refused unread. Streamed without a length: cut off.
    const declared = () => new Response(huge, { headers: { 'content-length': String(huge.length) } });
    let pulled = 0;
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(16_384).fill(0x20));
            if (pulled > 1000) controller.close();
          },
        }),
      );
    await expect(createYocoCheckout(settings, order, answering(declared).fetchImpl)).rejects.toThrow(/too large/);
    await expect(createYocoCheckout(settings, order, answering(streamed).fetchImpl)).rejects.toThrow(/too large/);
    expect(pulled).toBeLessThan(10);
  });

  it('a network failure is YocoUnavailableError', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    }) as typeof fetch;
    await expect(createYocoCheckout(settings, order, failing)).rejects.toThrow(
      /could not be reached at https:\/\/yoco\.invalid: fetch failed: connect ECONNREFUSED/,
    );
    await expect(createYocoCheckout({ ...settings, apiUrl: 'not a url' }, order, failing)).rejects.toThrow(YocoUnavailableError);
  });

  it('gives up on a Yoco that never answers, after the timeout', async () => {
    // Accepts the connection and then says nothing.
    const silent = await startLocalServer(() => undefined);
    try {
      const started = Date.now();
      const error = await failure(createYocoCheckout({ ...settings, apiUrl: silent.origin }, order, fetch, 300));
      expect(error).toBeInstanceOf(YocoUnavailableError);
      expect(error.message).toBe('Yoco did not answer within 300 ms');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });

  it('gives up on an answer whose body never ends, after the timeout', async () => {
    const trickling = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
    });
    try {
      await expect(createYocoCheckout({ ...settings, apiUrl: trickling.origin }, order, fetch, 300)).rejects.toThrow(
        'Yoco did not answer within 300 ms',
      );
    } finally {
      await trickling.close();
    }
  });
});
