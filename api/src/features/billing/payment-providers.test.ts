import { PAYMENT_SIMULATOR_PATHS, SETTING_URL_MAX_LENGTH } from '../../config';
import { CHECKOUT_FIELD_VALUE_MAX_LENGTH, PAYMENT_REDIRECT_URL_MAX_LENGTH, PaymentProviders } from './payment-providers';
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

describe('the PayFast form a client is sent to', () => {
  it('keeps its address and every field within the lengths the OpenAPI document states', async () => {
    // The longest site address the settings allow, and the simulator below it as PayFast.
    const site = `https://${'x'.repeat(SETTING_URL_MAX_LENGTH - 'https://'.length)}`;
    const providers = new PaymentProviders({
      publicUrl: site,
      payfast: {
        baseUrl: site + PAYMENT_SIMULATOR_PATHS.payfast,
        merchantId: '9'.repeat(20),
        merchantKey: 'k'.repeat(40),
        passphrase: 'p',
      },
      yoco: undefined,
    });
    const { redirect } = await providers.redirectFor('payfast', {
      checkoutId: '7d3e9a41-5c2b-4f80-b6e1-0a9c4d2f8b57',
      invoiceId: '2f6b8c10-4e7d-4a39-9c25-d1e0f3a7b864',
      invoiceNumber: `INV-${'0'.repeat(300)}`,
      amountCents: 9_999_999_999,
      buyer: { firstName: 'Thandi'.repeat(40), lastName: 'Mokoena'.repeat(40), email: `${'thandi.'.repeat(20)}@example.co.za` },
    });
    expect(redirect.url.length).toBeLessThanOrEqual(PAYMENT_REDIRECT_URL_MAX_LENGTH);
    const longest = Math.max(...redirect.fields.map((field) => field.value.length));
    expect(longest).toBeLessThanOrEqual(CHECKOUT_FIELD_VALUE_MAX_LENGTH);
    // The address she comes back to when she cancels is the longest, as the bound is worked out.
    expect(redirect.fields.find((field) => field.name === 'cancel_url')?.value).toHaveLength(CHECKOUT_FIELD_VALUE_MAX_LENGTH);
  });
});
