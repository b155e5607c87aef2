import type { z } from 'zod';
import { exampleClient, exampleIds } from '../../http/openapi/example-values';
import type { paymentRecord, paymentRedirectRecord } from './payment.record';
import type {
  PaymentProvider,
  recordPaymentSchema,
  recordRefundSchema,
  startPaymentSchema,
} from '../../../../validation/billing/payment-input';
import { bankStatementLineExample, exampleBankLineId } from './bank-statements/bank-statements.examples';

/*
 * The client's payments of INV-00042 (R 5 663.75, invoices.examples.ts), as the OpenAPI examples
 * show them: R 2 000.00 by EFT on 23 November, matched from the firm's bank statement, then the
 * R 3 663.75 still owed through PayFast (or Yoco). The PayFast merchant, its passphrase and every
 * provider id are made up; the signatures are what payfast-signature.ts computes for these fields.
 */

/** The checkout the client started on 26 November: PayFast's m_payment_id, echoed back in its ITN. */
const checkoutId = 'c5d6e7f8-a9b0-4c1d-9e2f-3a4b5c6d7e8f';
const portal = 'https://portal.example.co.za';
const invoicePage = `${portal}/portal/billing/${exampleIds.invoice}`;

/**
 * GET /api/payments/{id}: the EFT matched from the statement line on import, in the importing
 * advisor's name, with the line's day, amount and reference.
 */
export const eftPaymentExample: z.input<typeof paymentRecord> = {
  id: exampleIds.payment,
  clientId: exampleIds.client,
  invoiceId: exampleIds.invoice,
  method: 'eft',
  amountCents: bankStatementLineExample.amountCents,
  feeCents: null,
  receivedOn: bankStatementLineExample.postedOn,
  providerPaymentId: `bank:${exampleBankLineId}`,
  reference: bankStatementLineExample.reference,
  note: null,
  recordedById: exampleIds.advisor,
  createdAt: bankStatementLineExample.importedAt,
  updatedAt: bankStatementLineExample.importedAt,
};

/** POST /api/payments: the same EFT, had staff recorded it by hand from the bank's notice. */
export const recordPaymentExample: z.input<typeof recordPaymentSchema> = {
  invoiceId: exampleIds.invoice,
  method: 'eft',
  amount: '2000.00',
  receivedOn: '2026-11-23',
  reference: 'T MOKOENA INV-00042',
  note: null,
};

/**
 * The answer of POST /api/payments: that payment as the service records one by hand, with no
 * statement line behind it (no provider id), recorded by the advisor that afternoon.
 */
export const recordedPaymentExample: z.input<typeof paymentRecord> = {
  ...eftPaymentExample,
  providerPaymentId: null,
  createdAt: '2026-11-23T12:31:09.000Z',
  updatedAt: '2026-11-23T12:31:09.000Z',
};

/** POST /api/payments/refunds: R 250.00 the client paid beyond the invoice, paid back by EFT. */
export const recordRefundExample: z.input<typeof recordRefundSchema> = {
  invoiceId: exampleIds.invoice,
  method: 'eft',
  amount: '250.00',
  refundedOn: '2026-12-02',
  reference: 'KHANYA REFUND INV-00042',
  note: 'Paid R 250.00 more than the invoice asked; returned to the account it came from.',
};

/**
 * The refund's answer: a payment of a negative amount (refunds.service.ts), on the day it went
 * out, with the refund's reference and note, recorded by the advisor that morning.
 */
export const refundPaymentExample: z.input<typeof paymentRecord> = {
  ...eftPaymentExample,
  id: '6c7d8e9f-a0b1-4c2d-8e3f-4a5b6c7d8e9f',
  method: 'eft',
  amountCents: -25_000,
  receivedOn: recordRefundExample.refundedOn,
  providerPaymentId: null,
  reference: recordRefundExample.reference ?? null,
  note: recordRefundExample.note ?? null,
  recordedById: exampleIds.advisor,
  createdAt: '2026-12-02T08:04:51.000Z',
  updatedAt: '2026-12-02T08:04:51.000Z',
};

/** GET /api/payments/providers: both connected, PayFast first. */
export const paymentProvidersExample: PaymentProvider[] = ['payfast', 'yoco'];

/** POST /api/payments/checkout: the client pays the rest through PayFast. */
export const startPaymentExample: z.input<typeof startPaymentSchema> = { invoiceId: exampleIds.invoice, provider: 'payfast' };

/** The answer: PayFast's form, its fields in PayFast's order, empty ones left out, signed last. */
export const paymentRedirectExample: z.input<typeof paymentRedirectRecord> = {
  provider: 'payfast',
  method: 'POST',
  url: 'https://www.payfast.co.za/eng/process',
  fields: [
    { name: 'merchant_id', value: '10234567' },
    { name: 'merchant_key', value: 'k7v2m9q4x1z8c' },
    { name: 'return_url', value: `${invoicePage}?payment=returned` },
    { name: 'cancel_url', value: `${invoicePage}?payment=cancelled` },
    { name: 'notify_url', value: `${portal}/api/payments/notifications/payfast` },
    { name: 'name_first', value: exampleClient.firstName },
    { name: 'name_last', value: exampleClient.lastName },
    { name: 'email_address', value: exampleClient.email },
    { name: 'm_payment_id', value: checkoutId },
    { name: 'amount', value: '3663.75' },
    { name: 'item_name', value: 'Invoice INV-00042' },
    { name: 'signature', value: 'd9897d04f4209a996c91dc668d5b3456' },
  ],
};

/**
 * POST /api/payments/notifications/payfast: PayFast's ITN for that checkout, every field as PayFast
 * sends it (empty ones too), its fee written negative, signed last.
 */
export const payfastItnExample: Record<string, string> = {
  m_payment_id: checkoutId,
  pf_payment_id: '2481937',
  payment_status: 'COMPLETE',
  item_name: 'Invoice INV-00042',
  item_description: '',
  amount_gross: '3663.75',
  amount_fee: '-108.25',
  amount_net: '3555.50',
  custom_str1: '',
  custom_str2: '',
  custom_str3: '',
  custom_str4: '',
  custom_str5: '',
  custom_int1: '',
  custom_int2: '',
  custom_int3: '',
  custom_int4: '',
  custom_int5: '',
  name_first: exampleClient.firstName,
  name_last: exampleClient.lastName,
  email_address: exampleClient.email,
  merchant_id: '10234567',
  signature: '25fe4f135e868846bcd4cd6069e75521',
};

/**
 * POST /api/payments/notifications/yoco: Yoco's payment.succeeded, had the client paid through
 * Yoco instead. Its checkoutId (in the metadata, beside the portal's own) names the checkout paid.
 */
export const yocoEventExample: Record<string, unknown> = {
  id: 'evt_ctoEJXfRZevZEBE6K1WMB9hl',
  type: 'payment.succeeded',
  createdDate: '2026-11-26T10:04:37.512Z',
  payload: {
    id: 'p_7CR95GW80P5naS0uq3qeFXkF',
    type: 'payment',
    createdDate: '2026-11-26T10:04:37.512Z',
    amount: 366_375,
    currency: 'ZAR',
    paymentMethodDetails: { type: 'card', card: { expiryMonth: 8, expiryYear: 29, maskedCard: '************4242', scheme: 'visa' } },
    status: 'succeeded',
    mode: 'live',
    metadata: { invoiceNumber: 'INV-00042', checkoutId: 'ch_Poq3iH5wiLCvhykCpKgu7QVA' },
  },
};
