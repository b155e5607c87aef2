import { parseRandCents, phpTrim } from './payfast-encoding';
import { CHECKOUT_FIELDS, type CheckoutField } from './payfast-fields';
import { checkoutSignature, signatureMatches } from './payfast-signature';

/*
 * The simulator's reading of a checkout form, strict where PayFast is strict (merchant, key,
 * signature in PayFast's order with the passphrase) and stricter where a mistake would otherwise
 * pass unnoticed in tests (an unknown or repeated field, a missing return, cancel or notify URL).
 */

export interface SimulatedCheckout {
  /** The fields given, trimmed as PayFast trims them; empty ones absent. */
  values: Partial<Record<CheckoutField, string>>;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

export interface SimulatedMerchant {
  merchantId: string;
  merchantKey: string;
  passphrase?: string;
  /** Where the simulator may send ITNs; by default any http(s) address. */
  allowNotifyUrl?: (url: URL) => boolean;
}

export type CheckoutReading = { ok: true; checkout: SimulatedCheckout } | { ok: false; message: string };

const KNOWN = new Set<string>(CHECKOUT_FIELDS);

export function readSimulatedCheckout(pairs: ReadonlyArray<readonly [string, string]>, merchant: SimulatedMerchant): CheckoutReading {
  const values: Partial<Record<CheckoutField, string>> = {};
  let signature: string | undefined;
  const seen = new Set<string>();
  for (const [name, value] of pairs) {
    if (seen.has(name)) return refused(`The field ${shown(name)} is given more than once.`);
    seen.add(name);
    if (name === 'signature') signature = value;
    else if (!KNOWN.has(name)) return refused(`PayFast has no field ${shown(name)}.`);
    else if (phpTrim(value) !== '') values[name as CheckoutField] = phpTrim(value);
  }

  if (values.merchant_id !== merchant.merchantId) return refused('The merchant_id is not this merchant’s.');
  if (values.merchant_key !== merchant.merchantKey) return refused('The merchant_key does not belong to this merchant_id.');
  if (signature === undefined) {
    if (merchant.passphrase) return refused('The checkout has no signature, and this merchant has a passphrase.');
  } else {
    const inOrder = CHECKOUT_FIELDS.filter((name) => values[name] !== undefined).map((name) => [name, values[name]!] as const);
    if (!signatureMatches(checkoutSignature(inOrder, merchant.passphrase), signature)) {
      return refused(
        'The signature does not match: PayFast signs the non-empty fields in its documented order, values trimmed and encoded with PHP’s urlencode, then the passphrase.',
      );
    }
  }

  const amountCents = parseRandCents(values.amount ?? '');
  if (amountCents === undefined || amountCents <= 0) return refused('The amount must be a positive amount in rand, such as 2443.75.');
  if (!values.item_name) return refused('The item_name is required.');
  const returnUrl = webAddress(values.return_url);
  const cancelUrl = webAddress(values.cancel_url);
  const notifyUrl = webAddress(values.notify_url);
  if (!returnUrl || !cancelUrl || !notifyUrl) {
    return refused('The simulator needs return_url, cancel_url and notify_url, each a full http or https address.');
  }
  if (merchant.allowNotifyUrl && !merchant.allowNotifyUrl(new URL(notifyUrl))) {
    return refused('The simulator does not send notifications to that notify_url.');
  }
  return { ok: true, checkout: { values, amountCents, returnUrl, cancelUrl, notifyUrl } };
}

function webAddress(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : undefined;
}

/** A name from the form, for a message: bounded and quoted. */
function shown(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}

function refused(message: string): CheckoutReading {
  return { ok: false, message };
}
