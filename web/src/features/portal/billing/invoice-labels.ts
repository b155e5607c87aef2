import type { BadgeTone } from '../../../components/Badge';
import type { BankAccountType, InvoiceKind, InvoiceStatus, PaymentMethod, VatTreatment } from '../../../graphql/generated';

/*
 * How an invoice reads in the portal (docs/billing.md#where-an-invoice-stands): its status and
 * badge colour, what the document is called, and its quantities. No zod here: the list loads this
 * on its first screen.
 */

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CREDITED: 'Credited',
};

/**
 * Being written in grey, owed in blue, partly paid in amber, paid in green, late in red; cancelled
 * by credit notes in teal, so that it is not read as paid (purple is the credit notes' own).
 */
const invoiceStatusTones: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: 'neutral',
  ISSUED: 'info',
  PART_PAID: 'warning',
  PAID: 'success',
  OVERDUE: 'danger',
  CREDITED: 'teal',
};

/** The badge of a row: a credit note is called one (issued or still a draft); an invoice says where it stands. */
export function invoiceBadge(invoice: { kind: InvoiceKind; status: InvoiceStatus }): { label: string; tone: BadgeTone } {
  if (invoice.kind === 'CREDIT_NOTE') {
    return invoice.status === 'DRAFT' ? { label: 'Draft credit note', tone: 'neutral' } : { label: 'Credit note', tone: 'purple' };
  }
  return { label: invoiceStatusLabels[invoice.status], tone: invoiceStatusTones[invoice.status] };
}

/**
 * What the document is called, as its PDF prints it: "Tax invoice" from a VAT vendor, "Invoice"
 * when no VAT is charged (a rate of 0), "Credit note" for a credit note.
 */
export function documentTitle(invoice: { kind: InvoiceKind; vatBasisPoints: number | null }): string {
  if (invoice.kind === 'CREDIT_NOTE') return 'Credit note';
  return invoice.vatBasisPoints ? 'Tax invoice' : 'Invoice';
}

/** "Tax invoice INV-00042", "Draft invoice", "Draft credit note": how a page and a toast name it. */
export function documentName(invoice: { kind: InvoiceKind; vatBasisPoints: number | null; number: string | null }): string {
  if (invoice.number) return `${documentTitle(invoice)} ${invoice.number}`;
  return invoice.kind === 'CREDIT_NOTE' ? 'Draft credit note' : 'Draft invoice';
}

// The one way a quantity in thousandths is written (validation/billing/quantity-text.ts), for this folder's pages.
export { formatQuantity } from '@validation/billing/quantity-text';

export const vatTreatmentLabels: Record<VatTreatment, string> = {
  STANDARD: 'Standard',
  ZERO_RATED: 'Zero-rated',
  EXEMPT: 'Exempt',
};

export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  CHEQUE: 'Cheque',
  SAVINGS: 'Savings',
  TRANSMISSION: 'Transmission',
};

/** How money came in, as a payment's row names it; a provider's name is also its Pay button's. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  PAYFAST: 'PayFast',
  YOCO: 'Yoco',
  EFT: 'EFT',
  CASH: 'Cash',
};

/** Where the Billing page is, and where one document's page is. */
export const BILLING_PATH = '/portal/billing';
export const invoicePath = (id: string) => `${BILLING_PATH}/${encodeURIComponent(id)}`;

/** A statement of account's page: a client's own, or for staff the client named (`?client=`). */
export const statementPath = (clientId?: string) =>
  clientId ? `/portal/statement?client=${encodeURIComponent(clientId)}` : '/portal/statement';
