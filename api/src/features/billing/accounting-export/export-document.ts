import type { VatTreatment } from '../../../../../validation/billing/vat';
import type { Invoice } from '../invoice.entity';

/** An issued invoice or credit note as the export writes it, with what the file needs beside it. */
export interface ExportDocument {
  invoice: Invoice;
  /** The client's e-mail address (Xero's contact), or null. */
  email: string | null;
  /** A credit note: the number of the invoice it corrects. */
  creditsNumber: string | null;
}

export interface ExportOptions {
  /** The revenue account every line is coded to. */
  accountCode: string;
}

/** What a line's VAT treatment is, or "none" when the firm charged no VAT on the document (not a vendor then). */
export type TaxKind = VatTreatment | 'none';

export const taxKindOf = (invoice: Invoice, treatment: VatTreatment): TaxKind => ((invoice.vatBasisPoints ?? 0) > 0 ? treatment : 'none');

/** The name the client goes by in the products: the name the document was issued to. */
export const contactNameOf = ({ invoice }: ExportDocument) => invoice.recipient?.name ?? '';

/** What a document says besides its number: the note printed on it, or which invoice a credit note corrects. */
export const referenceOf = ({ invoice, creditsNumber }: ExportDocument) =>
  invoice.kind === 'credit_note' ? `Credit against ${creditsNumber ?? ''}`.trim() : (invoice.notes ?? '');
