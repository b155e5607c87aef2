import { Webhook } from 'standardwebhooks';

/** A webhook secret as Yoco gives one: whsec_ and base64 bytes. Guards nothing real. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('yoco tests sign their webhooks with this').toString('base64')}`;
export const TEST_SECRET_KEY = 'sk_test_yocotests0123456789';

/** The Standard Webhooks headers for a body, signed with `secret` as of `at` (whole seconds). */
export function signedHeaders(body: string, secret = TEST_WEBHOOK_SECRET, at = new Date(), id = 'evt_test0001'): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, body),
  };
}

/** A payment.succeeded event shaped as Yoco's sample event. */
export function paymentEvent(overrides: { amount?: number; metadata?: Record<string, unknown>; mode?: string } = {}) {
  return {
    id: 'evt_1EAwK8Mjy2DT38WIWntiZWxm',
    type: 'payment.succeeded',
    createdDate: '2024-06-15T15:51:55.260284Z',
    payload: {
      id: 'p_bx4bY9JA6r4UwAKFyAjHY2bE',
      type: 'payment',
      createdDate: '2024-06-15T17:51:54.405141Z',
      amount: overrides.amount ?? 900,
      currency: 'ZAR',
      paymentMethodDetails: { type: 'card', card: { expiryMonth: 2, expiryYear: 30, maskedCard: '************1111', scheme: 'visa' } },
      status: 'succeeded',
      mode: overrides.mode ?? 'live',
      metadata: overrides.metadata ?? { checkoutId: 'ch_9LVKD8GnAj7f39DFbn4F16bE' },
    },
  };
}
