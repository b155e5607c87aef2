import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

/** A Yoco event is a small JSON object; a larger body is refused before anything reads it. */
export const YOCO_WEBHOOK_MAX_BYTES = 64 * 1024;
/**
 * How far webhook-timestamp may be from now. Yoco recommends at most 3 minutes; standardwebhooks
 * alone allows 5. Yoco signs each retry afresh, so a retried event is never stale.
 */
export const YOCO_WEBHOOK_TOLERANCE_SECONDS = 180;

/** A Yoco event, once its signature, timestamp and shape were checked. */
export interface YocoEvent {
  /** The event's id (evt_…): the same on every retry, so the key to handle it once. */
  id: string;
  /** payment.succeeded, refund.succeeded, refund.failed… */
  type: string;
  /** The payment's id (p_…); for a refund event, the payment refunded. */
  paymentId: string;
  amountCents: number;
  currency: string;
  status: string;
  /** live or test, after the key that made the checkout: a test payment moved no money. */
  mode: 'live' | 'test' | undefined;
  /** Yoco's id of the checkout paid (ch_…), which it adds to the metadata. */
  checkoutId: string | undefined;
  /** The checkout's metadata, its string values only. */
  metadata: Record<string, string>;
}

export type YocoWebhookReading = { ok: true; event: YocoEvent } | { ok: false; reason: 'signature' | 'body'; message: string };

const text = (max: number) => z.string().min(1).max(max);

// Refund events share the payment's shape (plus paymentId), so one schema reads both; fields the
// portal does not use are left unchecked, so that Yoco adding one never makes an event unreadable.
const eventSchema = z.object({
  id: text(200),
  type: text(100),
  payload: z.object({
    id: text(200),
    type: text(50),
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code'),
    status: text(50),
    mode: z.unknown().optional(),
    paymentId: text(200).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});

/**
 * Reads a webhook POSTed by Yoco (Standard Webhooks: webhook-id, webhook-timestamp and
 * webhook-signature over "id.timestamp.body"). In order: the body's size, the headers' shape, the
 * timestamp, the signature, and only then the JSON. Never throws: any bytes and any headers answer
 * ok:false with the reason, for the merchant's log and Yoco's retry.
 */
export function readYocoWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
): YocoWebhookReading {
  try {
    return read(rawBody, headers, webhookSecret);
  } catch {
    // Every expected failure is answered above; this is the promise that nothing reaches the caller.
    return { ok: false, reason: 'body', message: 'The webhook could not be read' };
  }
}

function read(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, webhookSecret: string): YocoWebhookReading {
  if (!Buffer.isBuffer(rawBody)) return refuse('body', 'The webhook has no body');
  if (rawBody.length > YOCO_WEBHOOK_MAX_BYTES) return refuse('body', `The webhook's body is over ${YOCO_WEBHOOK_MAX_BYTES} bytes`);
  const signed = signatureHeaders(headers);
  if (typeof signed === 'string') return refuse('signature', signed);

  const skew = Math.abs(Math.floor(Date.now() / 1000) - Number(signed['webhook-timestamp']));
  if (skew > YOCO_WEBHOOK_TOLERANCE_SECONDS) {
    return refuse(
      'signature',
      `The webhook's timestamp is ${skew} seconds from now; at most ${YOCO_WEBHOOK_TOLERANCE_SECONDS} are accepted`,
    );
  }
  // The signature is over the text; bytes that are not UTF-8 cannot be JSON, and two of them could read alike.
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    return refuse('body', 'The webhook’s body is not UTF-8');
  }
  let webhook: Webhook;
  try {
    webhook = new Webhook(webhookSecret);
  } catch {
    return refuse('signature', 'The webhook secret is not a usable whsec_ secret');
  }
  try {
    // jsonParse off: nothing is parsed until the signature is known to be Yoco's.
    webhook.verify(body, signed, { jsonParse: false });
  } catch (error) {
    return refuse('signature', `The webhook's signature does not match: ${error instanceof Error ? error.message : 'refused'}`);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse('body', 'The webhook’s body is not JSON');
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) {
    const issue = event.error.issues[0];
    return refuse(
      'body',
      `The webhook is not a Yoco event: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unreadable'}`,
    );
  }
  const { payload } = event.data;
  const metadata = stringEntries(payload.metadata ?? {});
  return {
    ok: true,
    event: {
      id: event.data.id,
      type: event.data.type,
      paymentId: payload.type === 'payment' ? payload.id : (payload.paymentId ?? payload.id),
      amountCents: payload.amount,
      currency: payload.currency,
      status: payload.status,
      mode: payload.mode === 'live' || payload.mode === 'test' ? payload.mode : undefined,
      checkoutId: metadata.checkoutId,
      metadata,
    },
  };
}

/** The three Standard Webhooks headers, each once and of a sane size; or why not. */
function signatureHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> | string {
  const found: Record<string, string> = {};
  if (typeof headers !== 'object' || headers === null) return 'The webhook has no headers';
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower !== 'webhook-id' && lower !== 'webhook-timestamp' && lower !== 'webhook-signature') continue;
    const value = headers[name];
    if (typeof value !== 'string') return `The webhook's ${lower} header must be given once`;
    if (lower in found) return `The webhook's ${lower} header must be given once`;
    found[lower] = value;
  }
  const id = found['webhook-id'];
  const timestamp = found['webhook-timestamp'];
  const signature = found['webhook-signature'];
  if (id === undefined || timestamp === undefined || signature === undefined) {
    return 'The webhook lacks a webhook-id, webhook-timestamp or webhook-signature header';
  }
  if (!/^[\x21-\x7e]{1,256}$/.test(id)) return "The webhook's webhook-id header is not an id";
  if (!/^\d{1,12}$/.test(timestamp)) return "The webhook's webhook-timestamp header is not a time in seconds";
  if (signature.length === 0 || signature.length > 4096) return "The webhook's webhook-signature header is empty or too long";
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

/** The metadata's string values (Yoco allows others; the portal sends and reads only strings), at most 100. */
function stringEntries(metadata: Record<string, unknown>): Record<string, string> {
  // fromEntries defines own properties: a key such as __proto__ stays a plain key.
  return Object.fromEntries(
    Object.entries(metadata)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .slice(0, 100),
  );
}

function refuse(reason: 'signature' | 'body', message: string): YocoWebhookReading {
  return { ok: false, reason, message };
}
