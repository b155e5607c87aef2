import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SimulatedCheckout } from './yoco-simulator-store';

/** How long the merchant has to answer a webhook; Yoco asks for an answer within 15 seconds. */
const DELIVERY_TIMEOUT_MS = 10_000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One webhook as it was sent: replaying exactly these headers and body is a replayed delivery. */
export interface SentWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** An id shaped like Yoco's: a prefix and 24 letters and digits (ch_…, evt_…, p_…). */
export function simulatedId(prefix: string): string {
  return prefix + Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * The payment.succeeded event for a checkout paid, as Yoco's sample event has it, signed in the
 * Standard Webhooks format by `signer` (a Webhook made from the merchant's whsec_ secret). The checkoutId is set last, so the
 * merchant's own metadata can never pass for another checkout.
 */
export function paymentSucceeded(
  checkout: SimulatedCheckout,
  options: { url: string; signer: Webhook; mode: 'live' | 'test'; at?: Date },
): SentWebhook {
  const at = options.at ?? new Date();
  const eventId = simulatedId('evt_');
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.succeeded',
    createdDate: at.toISOString(),
    payload: {
      id: simulatedId('p_'),
      type: 'payment',
      createdDate: at.toISOString(),
      amount: checkout.amountCents,
      currency: checkout.currency,
      paymentMethodDetails: { type: 'card', card: { expiryMonth: 12, expiryYear: 30, maskedCard: '************1111', scheme: 'visa' } },
      status: 'succeeded',
      mode: options.mode,
      metadata: { ...checkout.metadata, checkoutId: checkout.id },
    },
  });
  // Whole seconds: the header carries seconds, and the signature is over what the header says.
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    url: options.url,
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': eventId,
      'webhook-timestamp': String(timestamp.getTime() / 1000),
      'webhook-signature': options.signer.sign(eventId, timestamp, body),
    },
  };
}

/** POSTs the webhook and waits for the answer: its status, or null when none came. Never throws. */
export async function deliver(webhook: SentWebhook, fetchImpl: typeof fetch): Promise<number | null> {
  try {
    const response = await fetchImpl(webhook.url, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}
