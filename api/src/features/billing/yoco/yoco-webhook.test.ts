import { Webhook } from 'standardwebhooks';
import { YOCO_WEBHOOK_MAX_BYTES, readYocoWebhook } from './yoco-webhook';
import { TEST_WEBHOOK_SECRET, paymentEvent, signedHeaders } from './yoco-test-kit';

const OTHER_SECRET = `whsec_${Buffer.from('somebody else entirely').toString('base64')}`;

function signedEvent(event: unknown = paymentEvent(), at = new Date()) {
  const body = JSON.stringify(event);
  return { raw: Buffer.from(body), headers: signedHeaders(body, TEST_WEBHOOK_SECRET, at) };
}

describe('readYocoWebhook', () => {
  it('reads Yoco’s sample payment.succeeded event, signed', () => {
    const { raw, headers } = signedEvent(
      paymentEvent({ metadata: { checkoutId: 'ch_9LVKD8GnAj7f39DFbn4F16bE', invoiceNumber: 'INV-0007', count: 3 } }),
    );
    expect(readYocoWebhook(raw, headers, TEST_WEBHOOK_SECRET)).toEqual({
      ok: true,
      event: {
        id: 'evt_1EAwK8Mjy2DT38WIWntiZWxm',
        type: 'payment.succeeded',
        paymentId: 'p_bx4bY9JA6r4UwAKFyAjHY2bE',
        amountCents: 900,
        currency: 'ZAR',
        status: 'succeeded',
        mode: 'live',
        checkoutId: 'ch_9LVKD8GnAj7f39DFbn4F16bE',
        // Only string values: the portal sends nothing else.
        metadata: { checkoutId: 'ch_9LVKD8GnAj7f39DFbn4F16bE', invoiceNumber: 'INV-0007' },
      },
    });
  });

  it('accepts the headers in any case, as a proxy may pass them', () => {
    const { raw, headers } = signedEvent();
    const upper = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(readYocoWebhook(raw, upper, TEST_WEBHOOK_SECRET).ok).toBe(true);
  });

  it('reads a refund event too, naming the payment refunded, so the caller can ignore it', () => {
    const refund = {
      id: 'evt_2',
      type: 'refund.succeeded',
      createdDate: '2024-06-15T15:51:55.260284Z',
      payload: {
        id: 'rfd_1',
        type: 'refund',
        amount: 900,
        currency: 'ZAR',
        paymentId: 'p_1',
        status: 'succeeded',
        mode: 'live',
        metadata: { checkoutId: 'ch_1' },
      },
    };
    const { raw, headers } = signedEvent(refund);
    const read = readYocoWebhook(raw, headers, TEST_WEBHOOK_SECRET);
    expect(read).toMatchObject({ ok: true, event: { type: 'refund.succeeded', paymentId: 'p_1', checkoutId: 'ch_1' } });
  });

  it('refuses a body changed after signing, and a signature made with another secret', () => {
    const { raw, headers } = signedEvent();
    const tampered = Buffer.from(raw.toString().replace('"amount":900', '"amount":9'));
    expect(readYocoWebhook(tampered, headers, TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'signature' });
    expect(readYocoWebhook(raw, headers, OTHER_SECRET)).toMatchObject({ ok: false, reason: 'signature' });
    const forged = signedHeaders(raw.toString(), OTHER_SECRET);
    expect(readYocoWebhook(raw, forged, TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses a timestamp more than 3 minutes off, though signed (a replay)', () => {
    const minutes = (count: number) => new Date(Date.now() + count * 60_000);
    for (const at of [minutes(-10), minutes(-4), minutes(4)]) {
      const { raw, headers } = signedEvent(paymentEvent(), at);
      const read = readYocoWebhook(raw, headers, TEST_WEBHOOK_SECRET);
      expect(read).toMatchObject({ ok: false, reason: 'signature' });
      expect(read.ok || read.message).toMatch(/timestamp/);
    }
    const { raw, headers } = signedEvent(paymentEvent(), minutes(-2));
    expect(readYocoWebhook(raw, headers, TEST_WEBHOOK_SECRET).ok).toBe(true);
  });

  it('refuses missing, repeated and malformed headers', () => {
    const { raw, headers } = signedEvent();
    const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(readYocoWebhook(raw, without(name), TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'signature' });
    }
    const signature = headers['webhook-signature'];
    expect(readYocoWebhook(raw, { ...headers, 'webhook-signature': [signature, signature] }, TEST_WEBHOOK_SECRET)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(
      readYocoWebhook(raw, { ...headers, 'webhook-timestamp': `${headers['webhook-timestamp']}abc` }, TEST_WEBHOOK_SECRET),
    ).toMatchObject({ ok: false, reason: 'signature' });
    expect(readYocoWebhook(raw, { ...headers, 'webhook-id': 'has space' }, TEST_WEBHOOK_SECRET)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a body over 64 KB before looking at anything else', () => {
    const raw = Buffer.alloc(YOCO_WEBHOOK_MAX_BYTES + 1, 0x20);
    expect(readYocoWebhook(raw, signedHeaders(raw.toString()), TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'body' });
    expect(readYocoWebhook(raw, {}, TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'body' });
  });

  it('parses nothing before the signature is checked', () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      readYocoWebhook(Buffer.from('{"not":"signed"}'), signedHeaders('{"something":"else"}'), TEST_WEBHOOK_SECRET);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses a signed body that is not JSON, not UTF-8 or not a Yoco event', () => {
    for (const body of [
      'not json',
      '[]',
      '"text"',
      '{"id":"evt_1","type":"payment.succeeded"}',
      JSON.stringify(paymentEvent({ amount: 9.5 })),
    ]) {
      expect(readYocoWebhook(Buffer.from(body), signedHeaders(body), TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'body' });
    }
    const notUtf8 = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    expect(readYocoWebhook(notUtf8, signedHeaders(notUtf8.toString()), TEST_WEBHOOK_SECRET)).toMatchObject({ ok: false, reason: 'body' });
  });

  it('answers ok:false, not an exception, for a secret that is no whsec_ secret', () => {
    const { raw, headers } = signedEvent();
    for (const secret of ['', 'whsec_', 'whsec_!!not base64!!']) {
      expect(readYocoWebhook(raw, headers, secret)).toMatchObject({ ok: false, reason: 'signature' });
    }
  });

  it('leaves a __proto__ key in the metadata a plain key', () => {
    const body = JSON.stringify(paymentEvent()).replace('"metadata":{', '"metadata":{"__proto__":"x",');
    const read = readYocoWebhook(Buffer.from(body), signedHeaders(body), TEST_WEBHOOK_SECRET);
    expect(read.ok && Object.getPrototypeOf(read.event.metadata)).toBe(Object.prototype);
  });

  it('agrees with standardwebhooks on what a signature is', () => {
    const body = JSON.stringify(paymentEvent());
    const at = new Date();
    const headers = signedHeaders(body, TEST_WEBHOOK_SECRET, at, 'msg_1');
    expect(() => new Webhook(TEST_WEBHOOK_SECRET).verify(body, headers)).not.toThrow();
    expect(readYocoWebhook(Buffer.from(body), headers, TEST_WEBHOOK_SECRET).ok).toBe(true);
  });
});
