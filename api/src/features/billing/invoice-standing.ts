import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { taxInvoiceKind, type TaxInvoiceKind } from '../../../../validation/billing/invoice-totals';
import type { InvoiceStatus } from '../../../../validation/billing/invoice-input';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { Invoice } from './invoice.entity';

/**
 * An invoice or credit note as the APIs show it: what it keeps, and where it stands today
 * (docs/billing.md#where-an-invoice-stands).
 */
export interface InvoiceView extends Omit<
  Invoice,
  'status' | 'client' | 'engagement' | 'creditsInvoice' | 'createdBy' | 'issuedBy' | 'document' | 'overdueRound'
> {
  status: InvoiceStatus;
  /** What its issued credit notes have taken off it (0 on a credit note). */
  creditedCents: number;
  /** What is still owed on it (0 on a draft and a credit note). */
  outstandingCents: number;
  /** A vendor's invoice above R5 000 is a full tax invoice, otherwise an abridged one; null when the firm charged no VAT. */
  taxInvoiceKind: TaxInvoiceKind | null;
}

/** The total of the issued credit notes of each invoice, by the invoice's id. */
async function creditedByInvoice(dataSource: DataSource, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows: { invoiceId: string; credited: string | number }[] = await dataSource
    .getRepository(Invoice)
    .createQueryBuilder('credit')
    .select('credit.creditsInvoiceId', 'invoiceId')
    .addSelect('SUM(credit.totalCents)', 'credited')
    .where({ creditsInvoiceId: In(invoiceIds), status: 'issued', kind: 'credit_note' })
    .groupBy('credit.creditsInvoiceId')
    .getRawMany();
  return new Map(rows.map((row) => [row.invoiceId, Number(row.credited)]));
}

/** SQL for what the invoice aliased `alias` has had credited, for filters and sorting. */
export const creditedSql = (alias: string) =>
  `(SELECT COALESCE(SUM(credit.totalCents), 0) FROM invoices credit WHERE credit.creditsInvoiceId = ${alias}.id AND credit.status = 'issued')`;

function standingOf(invoice: Invoice, creditedCents: number, today: string): InvoiceView {
  const {
    client: _client,
    engagement: _engagement,
    creditsInvoice: _credits,
    createdBy: _by,
    issuedBy: _issuer,
    document: _file,
    overdueRound: _round,
    ...kept
  } = invoice;
  const isIssuedInvoice = invoice.kind === 'invoice' && invoice.status === 'issued';
  const outstandingCents = isIssuedInvoice ? Math.max(0, invoice.totalCents - creditedCents) : 0;
  let status: InvoiceStatus = invoice.status;
  if (isIssuedInvoice && outstandingCents === 0) status = 'credited';
  else if (isIssuedInvoice && invoice.dueOn !== null && invoice.dueOn < today) status = 'overdue';
  // The rate is 0 exactly when the firm was no VAT vendor (a draft: is none today).
  const vendor = (invoice.vatBasisPoints ?? 0) > 0;
  return {
    ...kept,
    status,
    creditedCents: invoice.kind === 'invoice' ? creditedCents : 0,
    outstandingCents,
    taxInvoiceKind: vendor ? taxInvoiceKind(invoice.totalCents) : null,
  };
}

/** The views of some invoices, as they stand on `now`'s day in South Africa. */
export async function invoiceViews(dataSource: DataSource, invoices: Invoice[], now: Date): Promise<InvoiceView[]> {
  const credited = await creditedByInvoice(
    dataSource,
    invoices.filter((invoice) => invoice.kind === 'invoice').map((invoice) => invoice.id),
  );
  const today = todayInSouthAfrica(now);
  return invoices.map((invoice) => standingOf(invoice, credited.get(invoice.id) ?? 0, today));
}
