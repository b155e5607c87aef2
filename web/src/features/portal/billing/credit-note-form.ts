import { z } from 'zod';
import { createCreditNoteSchema } from '@validation/billing/invoice-input';
import { centsToDecimal } from '@validation/billing/money';
import { vatTreatmentValues } from '@validation/billing/vat';
import { enumName } from '@validation/enum-names';
import type { CreateCreditNoteInput, InvoiceDetailFragment } from '../../../graphql/generated';
import { formatQuantity } from './invoice-labels';
import { lineInputOf } from './invoice-form';

/*
 * The Credit note form on an issued invoice (docs/billing.md#credit-notes): why, and which of the
 * invoice's lines are credited; none ticked credits the whole invoice. Checked by the schema the
 * server uses.
 */

export interface CreditNoteForm {
  reason: string;
  /** Whether each of the invoice's lines is credited, in its order. */
  lines: boolean[];
}

export const creditNoteForm = (invoice: InvoiceDetailFragment | null): CreditNoteForm => ({
  reason: '',
  lines: (invoice?.lines ?? []).map(() => false),
});

/** The ticked lines as the shared schema reads them (the invoice's own quantities and prices); null for the whole invoice. */
function chosenLinesOf(invoice: InvoiceDetailFragment, ticked: readonly boolean[]) {
  const chosen = invoice.lines.filter((_line, index) => ticked[index]);
  if (chosen.length === 0) return null;
  return chosen.map((line) => ({
    description: line.description,
    quantity: formatQuantity(line.quantityThousandths),
    unitPrice: centsToDecimal(line.unitPriceCents),
    vatTreatment: vatTreatmentValues.find((value) => enumName(value) === line.treatment) ?? 'standard',
  }));
}

/** The form checked by createCreditNoteSchema, and what createCreditNote is sent. */
export function creditNoteFormSchema(invoice: InvoiceDetailFragment) {
  const inputOf = (form: CreditNoteForm) => ({ invoiceId: invoice.id, reason: form.reason, lines: chosenLinesOf(invoice, form.lines) });
  return z
    .object({ reason: z.string(), lines: z.array(z.boolean()) })
    .superRefine((form, context) => {
      const checked = createCreditNoteSchema.safeParse(inputOf(form));
      for (const issue of checked.success ? [] : checked.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path[0] === 'reason' ? ['reason'] : ['lines'], message: issue.message });
      }
    })
    .transform((form): CreateCreditNoteInput => {
      const values = createCreditNoteSchema.parse(inputOf(form));
      return { invoiceId: values.invoiceId, reason: values.reason, lines: values.lines?.map(lineInputOf) ?? null };
    });
}
