import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { AddressGuard, RefusedAddress, hostOf, lookupFor } from './address-guard';

/** How long a receiver has to answer, the whole exchange counted. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body is read and kept: enough to see an error, never a document. */
const EXCERPT_CHARACTERS = 500;
const EXCERPT_BYTES = 2048;

/** What one try came to, as the delivery log records it. */
export interface AttemptOutcome {
  delivered: boolean;
  /** The HTTP status; null when no answer came (refused address, network error, timeout). */
  status: number | null;
  excerpt: string | null;
  durationMs: number;
  /** Why the try did not deliver; null when it did. */
  error: string | null;
}

export interface SignedPost {
  url: string;
  /** The event id: the webhook-id header. */
  eventId: string;
  body: string;
  secret: string;
  userAgent: string;
  guard: AddressGuard;
  timeoutMs?: number;
}

/**
 * The Standard Webhooks headers for one try: webhook-id (the event id, the same on every try),
 * webhook-timestamp (this try, in whole seconds) and webhook-signature (v1, HMAC-SHA256 of
 * "id.timestamp.body" with the secret).
 */
export function signatureHeaders(secret: string, eventId: string, body: string, at = new Date()): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(eventId, timestamp, body),
  };
}

/**
 * POSTs one signed delivery. The host is resolved and checked first (address-guard.ts) and the
 * connection goes only to the addresses checked; redirects are not followed (a 3xx is a failed
 * try); the whole exchange has WEBHOOK_TIMEOUT_MS; only the start of the answer is read. Never
 * throws: every failure is an outcome to record.
 */
export async function postSigned({
  url,
  eventId,
  body,
  secret,
  userAgent,
  guard,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: SignedPost): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const target = new URL(url);
    // The look-up counts against the same 10 seconds: a resolver that hangs is no answer either.
    const addresses = await Promise.race([guard.addressesOf(hostOf(target)), whenAborted(signal)]);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = (target.protocol === 'https:' ? https : http).request(
        {
          protocol: target.protocol,
          hostname: hostOf(target),
          port: target.port || undefined,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': userAgent,
            ...signatureHeaders(secret, eventId, body),
          },
          // A connection of its own, to the addresses just checked (an IP literal needs no lookup).
          agent: false,
          lookup: lookupFor(addresses),
          signal,
        },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
    const status = response.statusCode ?? 0;
    const excerpt = await readExcerpt(response);
    const delivered = status >= 200 && status < 300;
    return {
      delivered,
      status,
      excerpt,
      durationMs: elapsed(),
      error: delivered ? null : `Answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
    };
  } catch (error) {
    return { delivered: false, status: null, excerpt: null, durationMs: elapsed(), error: failureText(error, signal, timeoutMs) };
  }
}

/** Rejects once the signal aborts (never settles before). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('Timed out')), { once: true }));
}

/** The first characters of the body; the rest is never read. */
async function readExcerpt(response: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= EXCERPT_BYTES) break;
    }
  } catch {
    // An answer cut off (or timed out) while its body was read: the status is what counts.
  } finally {
    response.destroy();
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text ? Array.from(text).slice(0, EXCERPT_CHARACTERS).join('') : null;
}

function failureText(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (error instanceof RefusedAddress) return `Refused: ${error.message}`;
  if (signal.aborted) return `No answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}`;
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'Unknown error').slice(0, 2000);
}
