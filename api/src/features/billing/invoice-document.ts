import type { VatTreatment } from '../../../../validation/billing/vat';
import type { BankAccountType } from '../../../../validation/billing/billing-settings-input';

/*
 * What an issued invoice or credit note prints (docs/billing.md#the-pdf): the
 * snapshots taken when it was issued, never the live settings or profile, so the PDF made today
 * and the one made in five years say the same. invoice-pdf.ts draws it.
 */

/** The supplier (the firm) or the recipient (the client) as the document names them. */
export interface InvoiceParty {
  name: string;
  addressLines: string[];
  /** Null: not a VAT vendor (for the recipient, none entered on their company). */
  vatNumber: string | null;
}

/** The firm as it stood at issue: its party details, and what a client needs to pay by EFT. */
export interface InvoiceSupplier extends InvoiceParty {
  registrationNumber: string | null;
  email: string | null;
  phone: string | null;
  /** Null when the firm takes no EFT. */
  bank: { bankName: string; accountHolder: string; accountNumber: string; branchCode: string; accountType: BankAccountType | null } | null;
}

export interface InvoiceDocumentLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  treatment: VatTreatment;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  /** "INV-00042". */
  number: string;
  /** YYYY-MM-DD, SAST. */
  issuedOn: string;
  /** YYYY-MM-DD; null on a credit note. */
  dueOn: string | null;
  supplier: InvoiceSupplier;
  recipient: InvoiceParty;
  /** The standard rate charged, in basis points (1500 is 15 %). */
  vatBasisPoints: number;
  lines: InvoiceDocumentLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** A credit note: the invoice it corrects. */
  credits: { number: string; issuedOn: string } | null;
  /** A credit note: why it was issued (section 21(3)). */
  reason: string | null;
  /** A line for the client, such as the engagement or a purchase order number. */
  notes: string | null;
  /** The client's reference to quote when paying by EFT: the invoice number. */
  paymentReference: string | null;
  /** Every print after the first delivered one says "Copy" (section 20(3)). */
  copy: boolean;
}
