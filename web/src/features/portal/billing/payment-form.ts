import { z } from 'zod';
import { centsToDecimal } from '@validation/billing/money';
import { manualPaymentMethodValues, recordPaymentSchema } from '@validation/billing/payment-input';
import type { InvoiceDetailFragment, RecordPaymentInput } from '../../../graphql/generated';

/*
 * The Record payment form on an issued invoice (docs/billing.md#payments): money that came in by
 * EFT or in cash. Checked by the schema the server uses, so each message is the server's own,
 * beneath its field; what is sent is the amount as exact decimal text worked out from cents.
 */

export interface PaymentForm {
  method: (typeof manualPaymentMethodValues)[number];
  /** Rand as typed: "1150", "1 150.00". */
  amount: string;
  /** YYYY-MM-DD, as the date input holds it. */
  receivedOn: string;
  reference: string;
  note: string;
}

/** The fields a server refusal may name, each shown beneath its own. */
export const paymentFormFields = ['method', 'amount', 'receivedOn', 'reference', 'note'] as const;

/** The form as it opens: EFT, what is still owed, received today. */
export const paymentForm = (invoice: InvoiceDetailFragment, today: string): PaymentForm => ({
  method: 'eft',
  amount: centsToDecimal(invoice.outstandingCents),
  receivedOn: today,
  reference: '',
  note: '',
});

/** The form checked by recordPaymentSchema, and what recordPayment is sent. */
export function paymentFormSchema(invoiceId: string) {
  const inputOf = (form: PaymentForm) => ({ invoiceId, ...form });
  return z
    .object({
      method: z.enum(manualPaymentMethodValues),
      amount: z.string(),
      receivedOn: z.string(),
      reference: z.string(),
      note: z.string(),
    })
    .superRefine((form, context) => {
      const checked = recordPaymentSchema.safeParse(inputOf(form));
      for (const issue of checked.success ? [] : checked.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((form): RecordPaymentInput => {
      const values = recordPaymentSchema.parse(inputOf(form));
      return { ...values, amount: centsToDecimal(values.amount) };
    });
}
