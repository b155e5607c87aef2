import { PAYMENT_SIMULATOR_PATHS, SETTING_URL_MAX_LENGTH, type AppConfig } from '../../config';
import type { PaymentProvider } from '../../../../validation/billing/payment-input';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { confirmItn, parseOrderedForm, payfastCheckout, readItn } from './payfast';
import { PAYFAST_TEXT_MAX_LENGTH } from './payfast/payfast-checkout';
import { YOCO_MINIMUM_CENTS, createYocoCheckout, readYocoWebhook } from './yoco';
import { YOCO_REDIRECT_URL_MAX_LENGTH } from './yoco/yoco-checkout';

/** Where the client's browser goes to pay: a form posted (PayFast) or a page opened (Yoco). */
export interface PaymentRedirect {
  provider: PaymentProvider;
  method: 'GET' | 'POST';
  url: string;
  /** The form's fields, in order (PayFast); none for a page opened. */
  fields: { name: string; value: string }[];
}

/** Where the client comes back to from `publicUrl`: the invoice's page, which says how the payment went. */
const returnUrlOf = (publicUrl: string, invoiceId: string, outcome: 'returned' | 'cancelled' | 'failed') =>
  `${publicUrl}/portal/billing/${encodeURIComponent(invoiceId)}?payment=${outcome}`;

/** Where PayFast notifies the payment (payment-notifications.routes.ts). */
const notifyUrlOf = (publicUrl: string) => `${publicUrl}/api/payments/notifications/payfast`;

/**
 * The longest value of a PayFast form's field: an address the client comes back to, the site's
 * (at most SETTING_URL_MAX_LENGTH, config.ts) and an invoice's id; or a text cut to PayFast's
 * length. The rest are shorter: ids of 36, the merchant's id and key, the amount, the signature's 32.
 */
export const CHECKOUT_FIELD_VALUE_MAX_LENGTH = Math.max(
  returnUrlOf('x'.repeat(SETTING_URL_MAX_LENGTH), 'x'.repeat(RECORD_ID_LENGTH), 'cancelled').length,
  notifyUrlOf('x'.repeat(SETTING_URL_MAX_LENGTH)).length,
  PAYFAST_TEXT_MAX_LENGTH,
);

/** Where the browser is sent: Yoco's checkout page, or the address PayFast's form is posted to (its own or the simulator's). */
export const PAYMENT_REDIRECT_URL_MAX_LENGTH = Math.max(
  YOCO_REDIRECT_URL_MAX_LENGTH,
  SETTING_URL_MAX_LENGTH + `${PAYMENT_SIMULATOR_PATHS.payfast}/eng/process`.length,
);

/** What the portal asks a provider to take: the checkout (its id travels with it) and what it is for. */
export interface CheckoutOrder {
  checkoutId: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  buyer: { firstName: string; lastName: string; email: string };
}

/** A provider's word that money came in, once checked against its protocol. */
export interface ProviderPayment {
  provider: PaymentProvider;
  /** How the checkout is found: by the portal's id (PayFast's m_payment_id) or by the provider's (Yoco's checkoutId). */
  checkout: { id: string } | { providerCheckoutId: string };
  providerPaymentId: string;
  amountCents: number;
  feeCents: number | null;
  /**
   * The provider's own word that it sent this (PayFast's validation call), asked last, once the
   * cheaper checks passed; throws when the provider cannot be reached. None for Yoco.
   */
  confirm?: () => Promise<boolean>;
}

/** Why a notification was refused: a bad signature or body, or the provider could not confirm it. */
export type ProviderRefusal = { refused: 'signature' | 'body'; message: string };

/**
 * The payment providers the firm connected (docs/billing.md#paying-online), each spoken to in its
 * published protocol: PayFast's signed form and ITN, Yoco's checkout API and signed webhooks. The
 * settings come from the environment (config.ts); in demo mode the project's simulators stand in.
 */
export class PaymentProviders {
  constructor(
    private readonly config: Pick<AppConfig, 'payfast' | 'yoco' | 'publicUrl'>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The providers a client may choose, in the order the portal offers them. */
  available(): PaymentProvider[] {
    return [...(this.config.payfast ? (['payfast'] as const) : []), ...(this.config.yoco ? (['yoco'] as const) : [])];
  }

  /** The least a provider takes in one payment, in cents (Yoco's checkout: R 2.00). */
  smallestPayment(provider: PaymentProvider): number {
    return provider === 'yoco' ? YOCO_MINIMUM_CENTS : 1;
  }

  private returnUrl(invoiceId: string, outcome: 'returned' | 'cancelled' | 'failed') {
    return returnUrlOf(this.config.publicUrl, invoiceId, outcome);
  }

  /** Starts the payment with the provider; answers where to send the client's browser, and the provider's checkout id. */
  async redirectFor(
    provider: PaymentProvider,
    order: CheckoutOrder,
  ): Promise<{ redirect: PaymentRedirect; providerCheckoutId: string | null }> {
    if (provider === 'payfast' && this.config.payfast) {
      const form = payfastCheckout(this.config.payfast, {
        returnUrl: this.returnUrl(order.invoiceId, 'returned'),
        cancelUrl: this.returnUrl(order.invoiceId, 'cancelled'),
        notifyUrl: notifyUrlOf(this.config.publicUrl),
        nameFirst: order.buyer.firstName,
        nameLast: order.buyer.lastName,
        emailAddress: order.buyer.email,
        mPaymentId: order.checkoutId,
        amountCents: order.amountCents,
        itemName: `Invoice ${order.invoiceNumber}`,
      });
      const fields = form.fields.map(([name, value]) => ({ name, value }));
      return { redirect: { provider, method: 'POST', url: form.action, fields }, providerCheckoutId: null };
    }
    if (provider === 'yoco' && this.config.yoco) {
      const checkout = await createYocoCheckout(
        this.config.yoco,
        {
          amountCents: order.amountCents,
          successUrl: this.returnUrl(order.invoiceId, 'returned'),
          cancelUrl: this.returnUrl(order.invoiceId, 'cancelled'),
          failureUrl: this.returnUrl(order.invoiceId, 'failed'),
          // Yoco adds its own checkoutId to the metadata, which is how its webhook is matched.
          metadata: { invoiceNumber: order.invoiceNumber },
          // A retried start reaches the same Yoco checkout.
          idempotencyKey: order.checkoutId,
        },
        this.fetchImpl,
      );
      return { redirect: { provider, method: 'GET', url: checkout.redirectUrl, fields: [] }, providerCheckoutId: checkout.id };
    }
    throw new Error(`${provider} is not connected`);
  }

  /**
   * A PayFast ITN: the signature with the passphrase over the fields as they came and the merchant;
   * PayFast's own confirmation that it sent exactly this is `confirm`, asked once the amount is
   * checked. Only COMPLETE payments are payments.
   */
  readPayfastNotification(raw: Buffer): ProviderPayment | ProviderRefusal | { ignored: string } {
    const payfast = this.config.payfast;
    if (!payfast) return { refused: 'body', message: 'PayFast is not connected' };
    let pairs: Array<[string, string]>;
    try {
      pairs = parseOrderedForm(raw);
    } catch (error) {
      return { refused: 'body', message: (error as Error).message };
    }
    const read = readItn(pairs, { passphrase: payfast.passphrase, merchantId: payfast.merchantId });
    if (!read.ok) return { refused: read.reason === 'signature' ? 'signature' : 'body', message: read.message };
    if (read.itn.paymentStatus !== 'COMPLETE') return { ignored: `payment_status ${read.itn.paymentStatus}` };
    return {
      provider: 'payfast',
      checkout: { id: read.itn.mPaymentId },
      providerPaymentId: read.itn.pfPaymentId,
      amountCents: read.itn.amountGrossCents,
      // PayFast writes its fee as a negative amount.
      feeCents: read.itn.amountFeeCents === undefined ? null : Math.abs(read.itn.amountFeeCents),
      confirm: () => confirmItn(payfast.baseUrl, read.itn.paramString, this.fetchImpl),
    };
  }

  /** A Yoco webhook: its Standard Webhooks signature and timestamp first, then its body; only payment.succeeded is a payment. */
  readYocoNotification(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderPayment | ProviderRefusal | { ignored: string } {
    const yoco = this.config.yoco;
    if (!yoco) return { refused: 'body', message: 'Yoco is not connected' };
    const read = readYocoWebhook(raw, headers, yoco.webhookSecret);
    if (!read.ok) return { refused: read.reason, message: read.message };
    if (read.event.type !== 'payment.succeeded') return { ignored: `event ${read.event.type}` };
    // Yoco sends test-mode payments to the same address: with a live key they move no money.
    if (read.event.mode === 'test' && yoco.secretKey.startsWith('sk_live_')) return { ignored: 'a test-mode payment' };
    if (!read.event.checkoutId) return { refused: 'body', message: 'The payment names no checkout' };
    if (read.event.currency !== 'ZAR') return { refused: 'body', message: `The payment is in ${read.event.currency}, not ZAR` };
    return {
      provider: 'yoco',
      checkout: { providerCheckoutId: read.event.checkoutId },
      providerPaymentId: read.event.paymentId,
      amountCents: read.event.amountCents,
      feeCents: null,
    };
  }
}
