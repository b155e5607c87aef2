import { z } from 'zod';
import { centsToDecimal } from '@validation/billing/money';
import { manualPaymentMethodValues, paymentMethodValues, recordPaymentSchema, recordRefundSchema } from '@validation/billing/payment-input';
import type { InvoiceDetailFragment, RecordPaymentInput, RecordRefundInput } from '../../../graphql/generated';

/*
 * The Record payment and Record refund forms on an issued invoice (docs/billing.md#payments,
 * #refunds): money that came in by EFT or in cash, and money paid back from what was paid beyond
 * the invoice. Checked by the schemas the server uses, so each message is the server's own,
 * beneath its field; what is sent is the amount as exact decimal text worked out from cents.
 */

/** Money in (a payment) or money back out (a refund). */
export type MoneyKind = 'payment' | 'refund';

export interface PaymentForm {
  method: (typeof paymentMethodValues)[number];
  /** Rand as typed: "1150", "1 150.00". */
  amount: string;
  /** YYYY-MM-DD, as the date input holds it: the day it came in, or went back. */
  day: string;
  reference: string;
  note: string;
}

/** What each kind asks, and how the server names its day. */
export const moneyKinds = {
  payment: {
    methods: manualPaymentMethodValues,
    dayField: 'receivedOn',
    dayLabel: 'Received on',
    /** What is still owed. */
    opensAt: (invoice: InvoiceDetailFragment) => invoice.outstandingCents,
  },
  refund: {
    methods: paymentMethodValues,
    dayField: 'refundedOn',
    dayLabel: 'Refunded on',
    /** All that may be paid back. */
    opensAt: (invoice: InvoiceDetailFragment) => invoice.refundableCents,
  },
} as const;

/** The fields a server refusal may name, each shown beneath its own (the day by the server's name for it). */
export const paymentFormFields = ['method', 'amount', 'day', 'reference', 'note'] as const;

/** The form's field a path of the server's answer names, or undefined for another. */
export const formFieldOf = (kind: MoneyKind, path: string): (typeof paymentFormFields)[number] | undefined =>
  path === moneyKinds[kind].dayField ? 'day' : paymentFormFields.find((field) => field !== 'day' && field === path);

/** The form as it opens: EFT, what is owed (or may be refunded), today. */
export const paymentForm = (kind: MoneyKind, invoice: InvoiceDetailFragment, today: string): PaymentForm => ({
  method: 'eft',
  amount: centsToDecimal(moneyKinds[kind].opensAt(invoice)),
  day: today,
  reference: '',
  note: '',
});

/** What the server is sent for each kind, before the shared schema checks it. */
const inputOf = (kind: MoneyKind, invoiceId: string, { day, ...form }: PaymentForm) => ({
  invoiceId,
  ...form,
  [moneyKinds[kind].dayField]: day,
});

/** The form checked by recordPaymentSchema or recordRefundSchema, and what the mutation is sent. */
export function paymentFormSchema(kind: MoneyKind, invoiceId: string): z.ZodType<RecordPaymentInput | RecordRefundInput, PaymentForm> {
  const shared = kind === 'payment' ? recordPaymentSchema : recordRefundSchema;
  return z
    .object({
      method: z.enum(paymentMethodValues),
      amount: z.string(),
      day: z.string(),
      reference: z.string(),
      note: z.string(),
    })
    .superRefine((form, context) => {
      const checked = shared.safeParse(inputOf(kind, invoiceId, form));
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = formFieldOf(kind, String(issue.path[0]));
        context.addIssue({ code: 'custom', path: field ? [field] : issue.path, message: issue.message });
      }
    })
    .transform((form) => {
      const values = shared.parse(inputOf(kind, invoiceId, form));
      return { ...values, amount: centsToDecimal(values.amount) };
    });
}
