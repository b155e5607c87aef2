import { z } from 'zod';
import { day, exactNumber, optionalId, requiredId } from '../input-parts';
import { parseRandAmount } from './money';
import { MAX_INVOICE_AMOUNT_CENTS } from './invoice-totals';

/*
 * What is sent about payments (docs/billing.md#payments): staff recording money that came in by
 * EFT or in cash, and a client starting to pay an invoice through a payment provider.
 */

/** How money came in: through a provider's checkout, or recorded by staff. */
export const paymentMethodValues = ['payfast', 'yoco', 'eft', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];

/** The methods staff record by hand; a provider's payments arrive by its notification only. */
export const manualPaymentMethodValues = ['eft', 'cash'] as const;

/** The payment providers a client may pay through, when the firm connected them. */
export const paymentProviderValues = ['payfast', 'yoco'] as const;
export type PaymentProvider = (typeof paymentProviderValues)[number];

export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
export const PAYMENT_NOTE_MAX_LENGTH = 500;

const AMOUNT_MESSAGE = 'Amount must be an amount in rand with at most 2 decimals';

const amount = exactNumber(parseRandAmount, AMOUNT_MESSAGE)
  .refine((cents) => cents > 0, 'Amount must be more than R 0.00')
  .refine((cents) => cents <= MAX_INVOICE_AMOUNT_CENTS, 'Amount must be at most R 20 000 000.00');
const reference = z
  .string('Reference must be text')
  .trim()
  .max(PAYMENT_REFERENCE_MAX_LENGTH, `Reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);
const note = z
  .string('Note must be text')
  .trim()
  .max(PAYMENT_NOTE_MAX_LENGTH, `Note must be at most ${PAYMENT_NOTE_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

/** Staff record a payment against an invoice; more than is owed is kept as the client's credit. */
export const recordPaymentSchema = z.strictObject({
  invoiceId: requiredId('Choose the invoice paid'),
  method: z.enum(manualPaymentMethodValues, 'Method must be eft or cash'),
  amount,
  receivedOn: day('Received on'),
  reference,
  note,
});

/**
 * Staff record money paid back to a client from what they paid beyond an invoice (docs/billing.md#refunds):
 * by EFT or cash, or back through the provider they paid with (refunded in its own dashboard).
 */
export const recordRefundSchema = z.strictObject({
  invoiceId: requiredId('Choose the invoice refunded'),
  method: z.enum(paymentMethodValues, 'Method must be payfast, yoco, eft or cash'),
  amount,
  refundedOn: day('Refunded on'),
  reference,
  note,
});

/** A client (or staff for them) starts paying what is owed on an invoice through a provider. */
export const startPaymentSchema = z.strictObject({
  invoiceId: requiredId('Choose the invoice to pay'),
  provider: z.enum(paymentProviderValues, 'Provider must be payfast or yoco'),
});

/** The lists' filters, each optional. */
export const paymentFilterSchema = z.object({ clientId: optionalId('Client'), invoiceId: optionalId('Invoice') });
