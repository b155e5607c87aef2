import { PaymentProviders } from './payment-providers';
import { paymentEvent, signedHeaders, TEST_WEBHOOK_SECRET } from './yoco/yoco-test-kit';

/*
 * What the portal makes of a Yoco webhook once its signature holds: Yoco sends live and test-mode
 * events to the one address, so under a live key a test-mode payment moves no money and is no payment.
 */
const providers = (secretKey: string) =>
  new PaymentProviders({
    publicUrl: 'https://portal.example.co.za',
    payfast: undefined,
    yoco: { apiUrl: 'https://payments.yoco.com', secretKey, webhookSecret: TEST_WEBHOOK_SECRET },
  });

const read = (secretKey: string, mode: string) => {
  const body = JSON.stringify(paymentEvent({ mode }));
  return providers(secretKey).readYocoNotification(Buffer.from(body), signedHeaders(body));
};

describe('a Yoco payment.succeeded event', () => {
  it('is a payment in its own mode', () => {
    expect(read('sk_live_firm123', 'live')).toMatchObject({
      provider: 'yoco',
      amountCents: 900,
      checkout: { providerCheckoutId: 'ch_9LVKD8GnAj7f39DFbn4F16bE' },
    });
    expect(read('sk_test_firm123', 'test')).toMatchObject({ provider: 'yoco', amountCents: 900 });
  });

  it('is ignored when it was made in test mode and the firm’s key is live', () => {
    expect(read('sk_live_firm123', 'test')).toEqual({ ignored: 'a test-mode payment' });
  });
});
