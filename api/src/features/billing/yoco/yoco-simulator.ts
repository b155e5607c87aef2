import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { checkoutPage, messagePage } from './yoco-simulator-page';
import { CheckoutStore, type SimulatedCheckout } from './yoco-simulator-store';
import { deliver, paymentSucceeded, simulatedId, type SentWebhook } from './yoco-simulator-webhook';

/*
 * A local stand-in for Yoco's online checkout that speaks its protocol: POST /api/checkouts (Bearer
 * secret key, Idempotency-Key), the checkout page the buyer is sent to, and the signed
 * payment.succeeded webhook. Mounted at some path P, it is Yoco with apiUrl = origin + P. For tests
 * and the demo only: it keeps its state in memory and moves no money.
 */

export interface YocoSimulatorOptions {
  /** The key the merchant must send (sk_test_… makes test-mode payments, sk_live_… live ones). */
  secretKey: string;
  /** whsec_…: what the webhooks are signed with. */
  webhookSecret: string;
  /** Where the webhooks go, asked at each payment (the merchant's port may be known only once it listens). */
  webhookUrl: () => string;
  fetchImpl?: typeof fetch;
}

export type YocoSimulator = Router & {
  /** The last webhook sent, exactly (same webhook-id, body and signature), for a test to replay it. */
  lastWebhook(): SentWebhook | undefined;
};

/** A checkout request is a small JSON object; anything larger is refused before it is parsed. */
const BODY_LIMIT = '16kb';
const MAX_CHECKOUTS = 1000;

const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), 'must be an http(s) URL');

// Yoco's body, as far as the simulator needs it; the display-only fields (lineItems, totals) are ignored.
const checkoutRequest = z.object({
  amount: z.number().int('must be a whole number of cents').min(200, 'must be at least 200 cents (R 2.00)').max(Number.MAX_SAFE_INTEGER),
  currency: z.literal('ZAR', 'must be ZAR'),
  successUrl: httpUrl.optional(),
  cancelUrl: httpUrl.optional(),
  failureUrl: httpUrl.optional(),
  metadata: z
    .record(z.string().max(100), z.string().max(1000))
    .refine((metadata) => Object.keys(metadata).length <= 50, 'must have at most 50 entries')
    .optional(),
});

export function yocoSimulator(options: YocoSimulatorOptions): YocoSimulator {
  const fetchImpl = options.fetchImpl ?? fetch;
  const mode: 'live' | 'test' = options.secretKey.startsWith('sk_live_') ? 'live' : 'test';
  // Made once: a secret that is not a whsec_ secret is a mistake to hear of at start, not at the first payment.
  const signer = new Webhook(options.webhookSecret);
  const store = new CheckoutStore(MAX_CHECKOUTS);
  let last: SentWebhook | undefined;

  const router = Router() as YocoSimulator;
  router.lastWebhook = () => (last ? { url: last.url, headers: { ...last.headers }, body: last.body } : undefined);

  // The key is checked before the body is read: a caller without it gets nothing parsed.
  router.post('/api/checkouts', requireKey(options.secretKey), express.json({ limit: BODY_LIMIT }), (req, res) => {
    const key = req.get('idempotency-key');
    if (key !== undefined && !/^[\x21-\x7e]{1,255}$/.test(key)) {
      return refuseField(res, 'Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
    }
    const parsed = checkoutRequest.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuseField(res, issue?.path.join('.') || 'body', issue?.message ?? 'must be a checkout');
    }
    const body = parsed.data;
    const fingerprint = JSON.stringify([
      body.amount,
      body.currency,
      body.successUrl,
      body.cancelUrl,
      body.failureUrl,
      Object.entries(body.metadata ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ]);
    if (key !== undefined) {
      const earlier = store.withIdempotencyKey(key);
      if (earlier && earlier.idempotency?.fingerprint !== fingerprint) {
        return res.status(422).json({
          errorType: 'invalid_request_error',
          errorCode: 'idempotency_mismatch',
          message: 'The request does not match the earlier one with the same Idempotency-Key',
        });
      }
      if (earlier) return res.status(200).json(describe(req, earlier, mode));
    }
    const checkout: SimulatedCheckout = {
      id: simulatedId('ch_'),
      amountCents: body.amount,
      currency: body.currency,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      failureUrl: body.failureUrl,
      metadata: { ...body.metadata },
      idempotency: key === undefined ? undefined : { key, fingerprint },
    };
    store.add(checkout);
    return res.status(200).json(describe(req, checkout, mode));
  });

  router.get('/checkout/:id', (req, res) => {
    const checkout = store.get(req.params.id);
    if (!checkout) return unknownCheckout(res);
    if (checkout.paid) return sendPage(res, 200, messagePage('Paid', 'This checkout is paid. You may close this page.'));
    const base = `${req.baseUrl}/checkout/${encodeURIComponent(checkout.id)}`;
    return sendPage(
      res,
      200,
      checkoutPage({
        checkoutId: checkout.id,
        amountCents: checkout.amountCents,
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
      }),
    );
  });

  router.post('/checkout/:id/pay', async (req, res) => {
    const checkout = store.get(req.params.id);
    if (!checkout) return unknownCheckout(res);
    // Set before the first await, so a second press (or a double submit) sends nothing new.
    checkout.paid ??= (async () => {
      last = paymentSucceeded(checkout, { url: options.webhookUrl(), signer, mode });
      // Awaited: the merchant has recorded the payment before the buyer is back on its page.
      // A failed delivery still sends the buyer back, as Yoco does; the merchant's page then says it is pending.
      await deliver(last, fetchImpl);
    })();
    await checkout.paid;
    return backTo(req, res, checkout, checkout.successUrl);
  });

  router.post('/checkout/:id/cancel', (req, res) => {
    const checkout = store.get(req.params.id);
    if (!checkout) return unknownCheckout(res);
    return backTo(req, res, checkout, checkout.paid ? checkout.successUrl : checkout.cancelUrl);
  });

  router.use(bodyErrors);
  return router;
}

/** The checkout as Yoco answers it; redirectUrl from the request's own origin, so it works on any port. */
function describe(req: Request, checkout: SimulatedCheckout, mode: 'live' | 'test') {
  return {
    id: checkout.id,
    status: checkout.paid ? 'completed' : 'created',
    amount: checkout.amountCents,
    currency: checkout.currency,
    redirectUrl: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}/checkout/${encodeURIComponent(checkout.id)}`,
    paymentId: null,
    successUrl: checkout.successUrl ?? null,
    cancelUrl: checkout.cancelUrl ?? null,
    failureUrl: checkout.failureUrl ?? null,
    metadata: checkout.metadata,
    merchantId: 'simulated',
    processingMode: mode,
  };
}

/** 303 to the merchant's page, or back to the checkout's own page when the merchant gave none. */
function backTo(req: Request, res: Response, checkout: SimulatedCheckout, url: string | undefined) {
  res.redirect(303, url ?? `${req.baseUrl}/checkout/${encodeURIComponent(checkout.id)}`);
}

function unknownCheckout(res: Response) {
  sendPage(
    res,
    404,
    messagePage('No such checkout', 'This checkout is unknown or has expired. Go back to the merchant’s site and start again.'),
  );
}

function sendPage(res: Response, status: number, html: string) {
  res.status(status).set('cache-control', 'no-store').type('html').send(html);
}

function refuseField(res: Response, field: string, message: string) {
  res.status(400).json({ errorType: 'invalid_request_error', errorCode: 'invalid_field', field, message: `${field}: ${message}` });
}

/** The Authorization header must be "Bearer <secret key>"; compared in constant time, as a real key would be. */
function requireKey(secretKey: string) {
  const expected = createHash('sha256').update(`Bearer ${secretKey}`).digest();
  return (req: Request, res: Response, next: () => void) => {
    const given = createHash('sha256')
      .update(req.get('authorization') ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) {
      res.status(401).json({
        errorType: 'authentication_error',
        errorCode: 'wrong_api_key',
        message: 'A valid secret key is required (Authorization: Bearer sk_…)',
      });
      return;
    }
    next();
  };
}

/** A body too large or not JSON: a JSON answer naming the problem, as the rest of the API answers. */
const bodyErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
  if (error.type === 'entity.too.large') {
    res.status(413).json({
      errorType: 'invalid_request_error',
      errorCode: 'body_too_large',
      field: 'body',
      message: `body: must be at most ${BODY_LIMIT}`,
    });
    return;
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    res
      .status(400)
      .json({ errorType: 'invalid_request_error', errorCode: 'invalid_body', field: 'body', message: 'body: must be a JSON object' });
    return;
  }
  next(error);
};
