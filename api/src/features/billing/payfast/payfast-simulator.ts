import { randomBytes, randomInt } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { PayfastFormError, parseOrderedForm } from './payfast-form';
import { itnParamString } from './payfast-signature';
import { readSimulatedCheckout, type SimulatedCheckout, type SimulatedMerchant } from './payfast-simulator-checkout';
import { formBody, simulatedItn } from './payfast-simulator-itn';
import { paymentPage, refusalPage } from './payfast-simulator-page';

/*
 * A local stand-in for PayFast that speaks its protocol: the checkout form at /eng/process (checked
 * as PayFast checks it), a page to pay or cancel, the ITN sent to notify_url, and /eng/query/validate.
 * Mounted at some path P, it is PayFast with baseUrl = origin + P. For tests and the demo only: it
 * keeps its state in memory and moves no money.
 */

export interface PayfastSimulatorOptions extends SimulatedMerchant {
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

export type PayfastSimulator = Router & {
  /** Posts the last ITN sent to its notify_url again, as PayFast repeats one: answers the HTTP status, or null when none came. */
  resendLastItn(): Promise<number | null>;
};

/** The most payments waiting for the buyer; past it the oldest is forgotten. */
const MAX_PENDING = 1000;
/** The most ITNs remembered for /eng/query/validate. */
const MAX_SENT = 1000;
/** How long a checkout waits for the buyer, as PayFast's own page times out. */
const PENDING_FOR_MS = 60 * 60 * 1000;
/** How long the merchant has to answer an ITN. */
const NOTIFY_TIMEOUT_MS = 10_000;
/** Checkouts and param strings are small forms; anything larger is refused before it is read. */
const BODY_LIMIT = 16_384;

interface Pending {
  checkout: SimulatedCheckout;
  createdAt: number;
  /** Set once Pay was pressed: a second press waits for the same ITN instead of sending another. */
  paid?: Promise<void>;
}

export function payfastSimulator(options: PayfastSimulatorOptions): PayfastSimulator {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? (() => new Date());
  const pending = new Map<string, Pending>();
  const sent = new Set<string>();
  let lastItn: { url: string; body: string } | undefined;
  // Numeric like PayFast's, and unlikely to repeat one from an earlier run against the same database.
  let nextPaymentId = randomInt(1_000_000_000, 9_000_000_000);

  const router = Router() as PayfastSimulator;
  router.use(express.raw({ type: () => true, limit: BODY_LIMIT }));

  /** Posts one ITN and waits for the merchant's answer; a failure is only a status of null (nothing is logged: the body is a payment). */
  const notify = async (url: string, body: string): Promise<number | null> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return null;
    }
  };

  const pay = async (checkout: SimulatedCheckout) => {
    const pairs = simulatedItn(checkout, {
      pfPaymentId: String(nextPaymentId++),
      merchantId: options.merchantId,
      passphrase: options.passphrase,
    });
    // Remembered before it is sent: the merchant asks /eng/query/validate while the ITN is still open.
    remember(sent, itnParamString(pairs), MAX_SENT);
    lastItn = { url: checkout.notifyUrl, body: formBody(pairs) };
    await notify(lastItn.url, lastItn.body);
  };

  /** The checkout behind an id, while it waits; an expired one is forgotten. */
  const pendingOf = (id: string): Pending | undefined => {
    const found = pending.get(id);
    if (found && now().getTime() - found.createdAt > PENDING_FOR_MS) pending.delete(id);
    return pending.get(id);
  };

  router.post('/eng/process', (req, res) => {
    let pairs: Array<[string, string]>;
    try {
      pairs = parseOrderedForm(bodyOf(req), { maxBytes: BODY_LIMIT, maxFields: 64 });
    } catch (error) {
      if (!(error instanceof PayfastFormError)) throw error;
      return sendPage(res, 400, refusalPage('The checkout was refused', error.message));
    }
    const read = readSimulatedCheckout(pairs, options);
    if (!read.ok) return sendPage(res, 400, refusalPage('The checkout was refused', read.message));

    const id = randomBytes(16).toString('hex');
    remember(pending, id, MAX_PENDING, { checkout: read.checkout, createdAt: now().getTime() });
    const base = `${req.baseUrl}/eng/process/${id}`;
    sendPage(
      res,
      200,
      paymentPage({
        merchantId: options.merchantId,
        itemName: read.checkout.values.item_name ?? '',
        itemDescription: read.checkout.values.item_description,
        amountCents: read.checkout.amountCents,
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
      }),
    );
  });

  router.post('/eng/process/:id/pay', async (req, res) => {
    const found = pendingOf(req.params.id);
    if (!found) return sendPage(res, 404, refusalPage('This payment is no longer waiting', 'It was paid, cancelled or has expired.'));
    // The merchant has the ITN (or failed to take it) before the buyer is sent back to it.
    found.paid ??= pay(found.checkout);
    await found.paid;
    res.redirect(303, found.checkout.returnUrl);
  });

  router.post('/eng/process/:id/cancel', (req, res) => {
    const found = pendingOf(req.params.id);
    if (!found) return sendPage(res, 404, refusalPage('This payment is no longer waiting', 'It was paid, cancelled or has expired.'));
    if (found.paid) return res.redirect(303, found.checkout.returnUrl);
    pending.delete(req.params.id);
    res.redirect(303, found.checkout.cancelUrl);
  });

  router.post('/eng/query/validate', (req, res) => {
    res
      .status(200)
      .type('text/plain')
      .send(sent.has(bodyOf(req).toString('utf8')) ? 'VALID' : 'INVALID');
  });

  // A body over the limit, or one that could not be read: said on a page, as PayFast would.
  const unreadable: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
    if (typeof error?.status !== 'number' || error.status >= 500) return next(error);
    sendPage(
      res,
      error.status,
      refusalPage('The request was refused', error.type === 'entity.too.large' ? 'The form is too large.' : 'The form could not be read.'),
    );
  };
  router.use(unreadable);

  router.resendLastItn = async () => {
    if (!lastItn) throw new Error('The simulator has sent no ITN yet');
    return notify(lastItn.url, lastItn.body);
  };
  return router;
}

/** The raw body express.raw read; none (a GET-like POST) is an empty form. */
function bodyOf(req: Request): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set('cache-control', 'no-store').type('html').send(html);
}

/** Adds to a bounded Map or Set, forgetting the oldest entry once it is full (both keep insertion order). */
function remember<K, V>(store: Map<K, V> | Set<K>, key: K, max: number, value?: V): void {
  if (store.size >= max) store.delete(store.keys().next().value as K);
  if (store instanceof Map) store.set(key, value as V);
  else store.add(key);
}
