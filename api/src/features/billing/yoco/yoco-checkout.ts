import { z } from 'zod';
import { AnswerTooLarge, readAtMost } from './yoco-bounded-read';

/**
 * Yoco's smallest charge, in cents (R 2.00). Yoco refuses less; asking anyway would only fail later,
 * at Yoco, with a less useful message.
 */
export const YOCO_MINIMUM_CENTS = 200;
/** A checkout answer is a small JSON object; anything past this is not one. */
const ANSWER_LIMIT_BYTES = 64 * 1024;
/** How much of a refusal's body goes into the error: enough to see Yoco's reason in the log. */
const EXCERPT_CHARACTERS = 300;

/** Yoco could not be asked, or did not answer with a checkout. The message is fit for a log: it never holds the secret key. */
export class YocoUnavailableError extends Error {
  override name = 'YocoUnavailableError';
}

/** The order itself cannot go to Yoco (an amount below the minimum, say): asking again will not help. */
export class YocoOrderError extends Error {
  override name = 'YocoOrderError';
}

export interface YocoCheckoutSettings {
  /** https://payments.yoco.com live; the simulator's origin and path in tests and the demo. */
  apiUrl: string;
  /** sk_live_… or sk_test_…: sent only in the Authorization header. */
  secretKey: string;
}

export interface YocoOrder {
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  /** Carried back in the webhook's payload.metadata, beside Yoco's own checkoutId. */
  metadata: Record<string, string>;
  /** The same key reaches the same checkout, so a retried start never makes a second one. */
  idempotencyKey: string;
}

export interface YocoCheckout {
  id: string;
  /** Where the buyer's browser is sent (GET) to pay. */
  redirectUrl: string;
}

/** The longest checkout page address taken from Yoco: what browsers and servers commonly carry. */
export const YOCO_REDIRECT_URL_MAX_LENGTH = 2048;

const httpUrl = z
  .string()
  .max(YOCO_REDIRECT_URL_MAX_LENGTH)
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), 'must be an http(s) URL');

// Only what the portal relies on is checked; Yoco's other fields (lineItems, processingMode…) may change freely.
const answerSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a checkout id'),
  redirectUrl: httpUrl,
  status: z.string().max(50),
  amount: z.number().int(),
  currency: z.string().max(10),
});

/**
 * Creates a Yoco checkout (POST {apiUrl}/api/checkouts) for the order and answers its id and the
 * page to send the buyer to. Any failure to get a well-formed checkout for exactly this amount,
 * whether Yoco refused, answered nonsense, or was not reached within timeoutMs, is a
 * YocoUnavailableError; an order Yoco would never take is a YocoOrderError, before anything is sent.
 */
export async function createYocoCheckout(
  settings: YocoCheckoutSettings,
  order: YocoOrder,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<YocoCheckout> {
  checkOrder(order);
  const scrub = (text: string) => (settings.secretKey ? text.split(settings.secretKey).join('[secret key]') : text);
  let url: URL;
  try {
    url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/api/checkouts`);
  } catch {
    throw new YocoUnavailableError('The Yoco API URL is not a URL');
  }
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': order.idempotencyKey,
      },
      body: JSON.stringify({
        amount: order.amountCents,
        currency: 'ZAR',
        successUrl: order.successUrl,
        cancelUrl: order.cancelUrl,
        failureUrl: order.failureUrl,
        metadata: order.metadata,
      }),
      // A redirect from the checkout API is not an answer, and would carry the key elsewhere.
      redirect: 'manual',
      signal,
    });
    status = response.status;
    text = await readAtMost(response, ANSWER_LIMIT_BYTES);
  } catch (error) {
    throw new YocoUnavailableError(scrub(failureText(error, signal, timeoutMs, url.origin)));
  }
  if (status < 200 || status >= 300) {
    const excerpt = Array.from(text.trim()).slice(0, EXCERPT_CHARACTERS).join('');
    throw new YocoUnavailableError(scrub(`Yoco refused the checkout: answered ${status}${excerpt ? ` ${excerpt}` : ''}`));
  }
  const answer = answerSchema.safeParse(parseJson(text));
  if (!answer.success) {
    const issue = answer.error.issues[0];
    throw new YocoUnavailableError(
      scrub(`Yoco's answer is not a checkout: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unreadable'}`),
    );
  }
  // A checkout for another amount would take the wrong sum from the client.
  if (answer.data.amount !== order.amountCents || answer.data.currency !== 'ZAR') {
    throw new YocoUnavailableError(
      `Yoco's checkout is for ${answer.data.amount} ${answer.data.currency.slice(0, 10)}, not ${order.amountCents} ZAR`,
    );
  }
  return { id: answer.data.id, redirectUrl: answer.data.redirectUrl };
}

function checkOrder(order: YocoOrder): void {
  if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) {
    throw new YocoOrderError(`The amount must be a positive whole number of cents, not ${String(order.amountCents)}`);
  }
  if (order.amountCents < YOCO_MINIMUM_CENTS) {
    throw new YocoOrderError(`Yoco takes at least R 2.00 (${YOCO_MINIMUM_CENTS} cents); the amount is ${order.amountCents} cents`);
  }
  // Sent as a header: anything but visible ASCII would be refused by fetch, or worse, split the header.
  if (!/^[\x21-\x7e]{1,255}$/.test(order.idempotencyKey)) {
    throw new YocoOrderError('The idempotency key must be 1 to 255 visible ASCII characters');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureText(error: unknown, signal: AbortSignal, timeoutMs: number, origin: string): string {
  if (error instanceof AnswerTooLarge) return `Yoco's answer is too large: ${error.message}`;
  if (signal.aborted)
    return `Yoco did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}`;
  // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const text = error instanceof Error ? error.message : String(error);
  return `Yoco could not be reached at ${origin}: ${text.slice(0, 300)}${cause.slice(0, 300)}`;
}
