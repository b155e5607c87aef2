import { formatRand, phpUrlencode } from './payfast-encoding';
import { ITN_FIELDS } from './payfast-fields';
import { itnSignature } from './payfast-signature';
import type { SimulatedCheckout } from './payfast-simulator-checkout';

/*
 * The ITN the simulator sends for a paid checkout: PayFast's fields in PayFast's order, every one
 * present (empty ones too, as PayFast sends them), signed with the passphrase.
 */

/**
 * A realistic card fee, 2.9% + R2.00 rounded half up to the cent, in integer arithmetic; never more
 * than the payment itself.
 */
export function simulatedFeeCents(amountCents: number): number {
  const fee = Number((BigInt(amountCents) * 29n + 500n) / 1000n) + 200;
  return Math.min(fee, amountCents);
}

export function simulatedItn(
  checkout: SimulatedCheckout,
  payment: { pfPaymentId: string; merchantId: string; passphrase?: string },
): Array<[string, string]> {
  const fee = simulatedFeeCents(checkout.amountCents);
  const given = checkout.values as Partial<Record<string, string>>;
  const own: Record<string, string> = {
    pf_payment_id: payment.pfPaymentId,
    payment_status: 'COMPLETE',
    amount_gross: formatRand(checkout.amountCents),
    amount_fee: fee === 0 ? '0.00' : `-${formatRand(fee)}`,
    amount_net: formatRand(checkout.amountCents - fee),
    merchant_id: payment.merchantId,
  };
  // The rest (m_payment_id, item, buyer, custom fields) PayFast echoes from the checkout.
  const pairs = ITN_FIELDS.map((name) => [name, own[name] ?? given[name] ?? ''] as [string, string]);
  pairs.push(['signature', itnSignature(pairs, payment.passphrase)]);
  return pairs;
}

/** The body PayFast posts: each name and value as PHP's urlencode writes it. */
export function formBody(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([name, value]) => `${phpUrlencode(name)}=${phpUrlencode(value)}`).join('&');
}
