import { payfastCheckout, type PayfastOrder } from './payfast-checkout';
import { checkoutSignature } from './payfast-signature';

const merchant = {
  baseUrl: 'https://sandbox.payfast.co.za/',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};
const order: PayfastOrder = {
  returnUrl: 'https://portal.example/portal/billing/inv-1?payment=returned',
  cancelUrl: 'https://portal.example/portal/billing/inv-1?payment=cancelled',
  notifyUrl: 'https://portal.example/api/payments/notifications/payfast',
  nameFirst: ' Thandi ',
  nameLast: 'Nkosi',
  emailAddress: 'thandi@example.co.za',
  mPaymentId: 'c0ffee00-0000-4000-8000-000000000001',
  amountCents: 244375,
  itemName: 'Invoice INV-0001',
};

describe('payfastCheckout', () => {
  it('posts to /eng/process with PayFast’s fields in order, empty ones left out, signed last', () => {
    const form = payfastCheckout(merchant, order);
    expect(form.action).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(form.fields.map(([name]) => name)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(Object.fromEntries(form.fields)).toMatchObject({ name_first: 'Thandi', amount: '2443.75', item_name: 'Invoice INV-0001' });
    const [signature, ...signed] = [form.fields.at(-1)![1], ...form.fields.slice(0, -1)];
    expect(signature).toBe(checkoutSignature(signed, merchant.passphrase));
    expect(signature).not.toBe(checkoutSignature(signed));
  });

  it('cuts a long item name to 100 characters without splitting a character', () => {
    const form = payfastCheckout(merchant, { ...order, itemName: `${'a'.repeat(99)}💳💳`, itemDescription: 'd'.repeat(300) });
    const fields = Object.fromEntries(form.fields);
    expect(fields.item_name).toBe(`${'a'.repeat(99)}💳`);
    expect(fields.item_description).toHaveLength(255);
  });

  it('leaves out an email address too long for PayFast rather than cut it', () => {
    const form = payfastCheckout(merchant, { ...order, emailAddress: `${'x'.repeat(95)}@example.co.za` });
    expect(form.fields.map(([name]) => name)).not.toContain('email_address');
  });

  it('refuses an amount that is not a positive whole number of cents', () => {
    for (const amountCents of [0, -100, 12.5, Number.NaN])
      expect(() => payfastCheckout(merchant, { ...order, amountCents })).toThrow(RangeError);
  });
});
