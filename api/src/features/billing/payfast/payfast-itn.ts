import { parseRandCents } from './payfast-encoding';
import { itnParamString, itnSignature, signatureMatches } from './payfast-signature';

/*
 * PayFast's ITN (instant transaction notification), checked as PayFast prescribes: the signature
 * over the fields as received, the merchant, the fields the portal needs, and then PayFast's own
 * word that it sent exactly this (confirmItn). Comparing the amount with what was asked is the
 * caller's, which knows the payment.
 */

export interface PayfastItn {
  /** The merchant's own id, given in the checkout. */
  mPaymentId: string;
  /** PayFast's id for the payment. */
  pfPaymentId: string;
  /** COMPLETE for money received; CANCELLED and others are not payments. */
  paymentStatus: string;
  amountGrossCents: number;
  /** PayFast's fee, negative as PayFast writes it; absent when the ITN leaves it empty. */
  amountFeeCents?: number;
  /** What confirmItn posts back to PayFast. */
  paramString: string;
}

export type ItnReading = { ok: true; itn: PayfastItn } | { ok: false; reason: 'signature' | 'merchant' | 'fields'; message: string };

/** Longer than any id or status PayFast sends; bounds what is kept and logged. */
const MAX_TEXT = 100;

export function readItn(
  pairs: ReadonlyArray<readonly [string, string]>,
  merchant: { passphrase?: string; merchantId: string },
): ItnReading {
  const at = pairs.findIndex(([name]) => name === 'signature');
  if (at === -1) return { ok: false, reason: 'signature', message: 'The notification has no signature' };
  if (!signatureMatches(itnSignature(pairs, merchant.passphrase), pairs[at][1])) {
    return { ok: false, reason: 'signature', message: 'The notification’s signature does not match' };
  }

  // Only what the signature covers is read: a field after it could have been added by anyone.
  const signed = new Map<string, string>();
  for (const [name, value] of pairs.slice(0, at)) {
    if (signed.has(name)) return fieldsRefused(`The field ${name} appears twice`);
    signed.set(name, value);
  }

  if (!signed.has('merchant_id')) return fieldsRefused('merchant_id is missing');
  if (signed.get('merchant_id') !== merchant.merchantId) {
    return { ok: false, reason: 'merchant', message: 'The notification is for another merchant' };
  }

  const text = (name: string): string | undefined => {
    const value = signed.get(name);
    return value !== undefined && value !== '' && value.length <= MAX_TEXT ? value : undefined;
  };
  const mPaymentId = text('m_payment_id');
  if (mPaymentId === undefined) return fieldsRefused('m_payment_id is missing, empty or too long');
  const pfPaymentId = text('pf_payment_id');
  if (pfPaymentId === undefined) return fieldsRefused('pf_payment_id is missing, empty or too long');
  const paymentStatus = text('payment_status');
  if (paymentStatus === undefined) return fieldsRefused('payment_status is missing, empty or too long');
  const amountGrossCents = parseRandCents(signed.get('amount_gross') ?? '');
  if (amountGrossCents === undefined || amountGrossCents < 0) return fieldsRefused('amount_gross is missing or not an amount in rand');
  const fee = signed.get('amount_fee') ?? '';
  const amountFeeCents = fee === '' ? undefined : parseRandCents(fee);
  if (fee !== '' && amountFeeCents === undefined) return fieldsRefused('amount_fee is not an amount in rand');

  const itn: PayfastItn = { mPaymentId, pfPaymentId, paymentStatus, amountGrossCents, paramString: itnParamString(pairs) };
  if (amountFeeCents !== undefined) itn.amountFeeCents = amountFeeCents;
  return { ok: true, itn };
}

function fieldsRefused(message: string): ItnReading {
  return { ok: false, reason: 'fields', message };
}
