import fc from 'fast-check';
import { readYocoWebhook } from './yoco-webhook';
import { TEST_WEBHOOK_SECRET, paymentEvent, signedHeaders } from './yoco-test-kit';

/*
 * readYocoWebhook decodes bytes and headers from anyone on the internet: whatever comes, it answers
 * ok:false with a reason (or ok:true for a genuine event), and never throws.
 */

const headerValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
  fc.constant(undefined),
  fc.constantFrom('v1,', 'v1,AAAA', 'v2,abc v1,xyz', String(Math.floor(Date.now() / 1000)), '-1', '1e3', '99999999999999999999', 'evt_1'),
);
const headersLike = fc.dictionary(
  fc.constantFrom('webhook-id', 'webhook-timestamp', 'webhook-signature', 'Webhook-Signature', 'content-type', '__proto__', 'x'),
  headerValue,
  { maxKeys: 6 },
);
const secretLike = fc.oneof(fc.constant(TEST_WEBHOOK_SECRET), fc.string({ maxLength: 40 }), fc.constant('whsec_'));

function expectReading(read: ReturnType<typeof readYocoWebhook>) {
  if (read.ok) return;
  expect(['signature', 'body']).toContain(read.reason);
  expect(typeof read.message).toBe('string');
}

describe('fuzzing readYocoWebhook', () => {
  it('any bytes with any headers and secret: an answer, never an exception, never ok', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), headersLike, secretLike, (bytes, headers, secret) => {
        const read = readYocoWebhook(Buffer.from(bytes), headers, secret);
        expectReading(read);
        expect(read.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('any JSON, correctly signed: an answer, and ok only with a well-formed event', () => {
    const anyJson = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      // Near-misses of a real event: one field replaced by anything.
      fc
        .tuple(fc.constantFrom('id', 'type', 'payload'), fc.jsonValue({ maxDepth: 2 }))
        .map(([field, value]) => ({ ...paymentEvent(), [field]: value })),
      fc
        .tuple(
          fc.constantFrom('id', 'type', 'amount', 'currency', 'status', 'metadata', 'mode', 'paymentId'),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([field, value]) => ({ ...paymentEvent(), payload: { ...paymentEvent().payload, [field]: value } })),
    );
    fc.assert(
      fc.property(anyJson, (value) => {
        const body = JSON.stringify(value) ?? 'null';
        const read = readYocoWebhook(Buffer.from(body), signedHeaders(body), TEST_WEBHOOK_SECRET);
        expectReading(read);
        if (read.ok) {
          expect(Number.isSafeInteger(read.event.amountCents) && read.event.amountCents >= 0).toBe(true);
          expect(read.event.paymentId.length).toBeGreaterThan(0);
          for (const metadataValue of Object.values(read.event.metadata)) expect(typeof metadataValue).toBe('string');
        } else {
          expect(read.reason).toBe('body');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('any bytes, correctly signed: an answer, never an exception', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const raw = Buffer.from(bytes);
        expectReading(readYocoWebhook(raw, signedHeaders(raw.toString()), TEST_WEBHOOK_SECRET));
      }),
      { numRuns: 300 },
    );
  });
});
