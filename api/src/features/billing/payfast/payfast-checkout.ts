import { formatRand, phpTrim } from './payfast-encoding';
import { CHECKOUT_FIELDS, type CheckoutField } from './payfast-fields';
import { checkoutSignature } from './payfast-signature';

/*
 * The form that sends a client's browser to PayFast to pay: PayFast's fields in its documented
 * order, signed. The browser posts it, so what the form holds is exactly what was signed.
 */

export interface PayfastMerchant {
  /** https://www.payfast.co.za live, https://sandbox.payfast.co.za to test, or the simulator's address. */
  baseUrl: string;
  merchantId: string;
  merchantKey: string;
  passphrase?: string;
}

export interface PayfastOrder {
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  nameFirst?: string;
  nameLast?: string;
  emailAddress?: string;
  /** The merchant's own id for the payment, which the ITN carries back. */
  mPaymentId: string;
  amountCents: number;
  itemName: string;
  itemDescription?: string;
}

export interface PayfastCheckoutForm {
  /** Where the form is posted: baseUrl + '/eng/process'. */
  action: string;
  /** The fields in PayFast's order, empty ones left out, signature last. */
  fields: Array<[string, string]>;
}

/** PayFast's published maximum lengths, in characters: longer values are refused by PayFast, so they are cut here. */
const MAX_NAME = 100;
const MAX_ITEM_NAME = 100;
const MAX_ITEM_DESCRIPTION = 255;
const MAX_EMAIL = 100;
/** The longest text the form carries (names, e-mail, item), each cut to PayFast's length. */
export const PAYFAST_TEXT_MAX_LENGTH = Math.max(MAX_NAME, MAX_ITEM_NAME, MAX_ITEM_DESCRIPTION, MAX_EMAIL);

export function payfastCheckout(merchant: PayfastMerchant, order: PayfastOrder): PayfastCheckoutForm {
  if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) {
    throw new RangeError(`A payment must be a positive whole number of cents (got ${order.amountCents})`);
  }
  const email = phpTrim(order.emailAddress ?? '');
  const values: Partial<Record<CheckoutField, string>> = {
    merchant_id: merchant.merchantId,
    merchant_key: merchant.merchantKey,
    return_url: order.returnUrl,
    cancel_url: order.cancelUrl,
    notify_url: order.notifyUrl,
    name_first: cut(order.nameFirst, MAX_NAME),
    name_last: cut(order.nameLast, MAX_NAME),
    // A cut address would be someone else's: one too long is left out, and PayFast asks the buyer for theirs.
    email_address: email.length <= MAX_EMAIL ? email : '',
    m_payment_id: order.mPaymentId,
    amount: formatRand(order.amountCents),
    item_name: cut(order.itemName, MAX_ITEM_NAME),
    item_description: cut(order.itemDescription, MAX_ITEM_DESCRIPTION),
  };
  // Trimmed as PayFast trims before it checks the signature, so the form and the signature agree.
  const fields = CHECKOUT_FIELDS.map((name) => [name, phpTrim(values[name] ?? '')] as [string, string]).filter(([, value]) => value !== '');
  fields.push(['signature', checkoutSignature(fields, merchant.passphrase)]);
  return { action: `${merchant.baseUrl.replace(/\/+$/, '')}/eng/process`, fields };
}

/** At most `max` characters, cut between code points (never through an emoji's surrogate pair), trimmed after. */
function cut(value: string | undefined, max: number): string {
  const characters = Array.from(phpTrim(value ?? ''));
  return characters.length <= max ? characters.join('') : phpTrim(characters.slice(0, max).join(''));
}
