import type { InvoiceDocument } from './invoice-document';
import type { Invoice } from './invoice.entity';

/** "Tax invoice", "Invoice" (from a firm that is no VAT vendor) or "Credit note", as a document's name. */
export const documentTitleOf = (invoice: Pick<Invoice, 'kind' | 'vatBasisPoints'>) =>
  invoice.kind === 'credit_note' ? 'Credit note' : (invoice.vatBasisPoints ?? 0) > 0 ? 'Tax invoice' : 'Invoice';

/**
 * What an issued invoice or credit note prints (invoice-pdf.ts), from what it kept at issue;
 * `credits` is the invoice a credit note corrects. `copy`: every print after the original the
 * client was given says so (section 20(3) of the VAT Act).
 */
export function invoiceDocumentOf(invoice: Invoice, credits: Pick<Invoice, 'number' | 'issuedOn'> | null, copy: boolean): InvoiceDocument {
  if (invoice.status !== 'issued' || !invoice.number || !invoice.issuedOn || !invoice.supplier || !invoice.recipient) {
    throw new Error(`Only an issued document is printed; ${invoice.id} is ${invoice.status}`);
  }
  return {
    kind: invoice.kind,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    vatBasisPoints: invoice.vatBasisPoints ?? 0,
    lines: invoice.lines.map((line) => ({ ...line, grossCents: line.netCents + line.vatCents })),
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    credits: credits?.number && credits.issuedOn ? { number: credits.number, issuedOn: credits.issuedOn } : null,
    reason: invoice.reason,
    notes: invoice.notes,
    paymentReference: invoice.kind === 'invoice' ? invoice.number : null,
    copy,
  };
}
