import { z } from 'zod';
import { enumName } from '@validation/enum-names';
import { createInvoiceSchema, updateInvoiceSchema } from '@validation/billing/invoice-input';
import { invoiceLineSchema } from '@validation/billing/invoice-line-input';
import { invoiceTotals, parseQuantity, type InvoiceLine, type InvoiceTotals } from '@validation/billing/invoice-totals';
import { centsToDecimal, parseRandAmount } from '@validation/billing/money';
import { vatTreatmentValues, type VatTreatment } from '@validation/billing/vat';
import type { InvoiceDetailFragment, InvoiceKind, InvoiceLineInput } from '../../../graphql/generated';
import { formatQuantity } from './invoice-labels';

/*
 * The invoice form ("New invoice", and Edit on a draft) and how it crosses to the shared schemas
 * and to GraphQL. The form holds what its inputs hold: ids as chosen ('' for none), the quantity
 * and unit price as typed. It is checked by the schema the server uses, so each message is the
 * server's own, beneath its field.
 */

export interface InvoiceLineForm {
  description: string;
  /** As typed: "2.5". */
  quantity: string;
  /** Rand excluding VAT, as typed: "850", "1 250.50". */
  unitPrice: string;
  vatTreatment: VatTreatment;
}

export interface InvoiceForm {
  clientId: string;
  /** '' for none. */
  engagementId: string;
  lines: InvoiceLineForm[];
  /** An invoice's note, '' for none. */
  notes: string;
  /** A credit note's reason. */
  reason: string;
}

/** What the form sends: the lines as exact decimal text worked out from whole thousandths and cents. */
export interface InvoiceFormOutput {
  clientId: string;
  engagementId: string | null;
  lines: InvoiceLineInput[];
  notes: string | null;
  reason: string | null;
}

export const blankLine = (): InvoiceLineForm => ({ description: '', quantity: '1', unitPrice: '', vatTreatment: 'standard' });

const treatmentOf = (name: string): VatTreatment => vatTreatmentValues.find((value) => enumName(value) === name) ?? 'standard';

/** The form for a new invoice, or filled from a draft. */
export function invoiceForm(draft: InvoiceDetailFragment | null): InvoiceForm {
  if (!draft) return { clientId: '', engagementId: '', lines: [blankLine()], notes: '', reason: '' };
  return {
    clientId: draft.client?.id ?? '',
    engagementId: draft.engagement?.id ?? '',
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantity: formatQuantity(line.quantityThousandths),
      unitPrice: centsToDecimal(line.unitPriceCents),
      vatTreatment: treatmentOf(line.treatment),
    })),
    notes: draft.notes ?? '',
    reason: draft.reason ?? '',
  };
}

/** A line as invoiceTotals takes it, as the shared schema reads it; read as GraphQL sends it. */
export function lineInputOf(line: z.output<typeof invoiceLineSchema>): InvoiceLineInput {
  return {
    description: line.description,
    quantity: formatQuantity(line.quantityThousandths),
    unitPrice: centsToDecimal(line.unitPriceCents),
    vatTreatment: enumName(line.treatment),
  };
}

// A draft credit note's own fields: its lines and its reason (its client and engagement are its invoice's).
const creditNoteDraftSchema = updateInvoiceSchema.pick({ lines: true, reason: true }).required();

/** An invoice's fields, as createInvoice takes them. */
const invoiceFieldsOf = (form: InvoiceForm) => ({
  clientId: form.clientId,
  engagementId: form.engagementId,
  lines: form.lines,
  notes: form.notes,
});

/** What the shared schema checks for the kind: an invoice's fields, or a credit note's. */
const checkedFields = (kind: InvoiceKind, form: InvoiceForm) =>
  kind === 'INVOICE'
    ? createInvoiceSchema.safeParse(invoiceFieldsOf(form))
    : creditNoteDraftSchema.safeParse({ lines: form.lines, reason: form.reason });

/** The form checked as the server checks it, by the shared schema of the document's kind. */
export function invoiceFormSchema(kind: InvoiceKind) {
  return z
    .object({
      clientId: z.string(),
      engagementId: z.string(),
      lines: z.array(
        z.object({ description: z.string(), quantity: z.string(), unitPrice: z.string(), vatTreatment: z.enum(vatTreatmentValues) }),
      ),
      notes: z.string(),
      reason: z.string(),
    })
    .superRefine((form, context) => {
      const checked = checkedFields(kind, form);
      for (const issue of checked.success ? [] : checked.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((form): InvoiceFormOutput => {
      if (kind === 'INVOICE') {
        const values = createInvoiceSchema.parse(invoiceFieldsOf(form));
        return { ...values, lines: values.lines.map(lineInputOf), reason: null };
      }
      const values = creditNoteDraftSchema.parse({ lines: form.lines, reason: form.reason });
      return { clientId: form.clientId, engagementId: null, lines: values.lines.map(lineInputOf), notes: null, reason: values.reason };
    });
}

/** The form's fields a server refusal may name: its own fields, and any field of any line. */
export function formFieldOf(path: string): string | null {
  if (['clientId', 'engagementId', 'notes', 'reason', 'lines'].includes(path)) return path;
  return /^lines\.\d+\.(description|quantity|unitPrice|vatTreatment)$/.test(path) ? path : null;
}

/** The lines that read so far as the shared rules read them, priced at `basisPoints`; the rest are left out. */
export function previewOf(lines: readonly Partial<InvoiceLineForm>[], basisPoints: number): { totals: InvoiceTotals; readable: number } {
  const read: InvoiceLine[] = [];
  for (const line of lines) {
    const quantityThousandths = parseQuantity(line.quantity ?? '');
    const unitPriceCents = parseRandAmount(line.unitPrice ?? '');
    if (quantityThousandths !== null && unitPriceCents !== null) {
      read.push({ quantityThousandths, unitPriceCents, treatment: line.vatTreatment ?? 'standard' });
    }
  }
  return { totals: invoiceTotals(read, basisPoints), readable: read.length };
}
