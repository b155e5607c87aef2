import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { taxInvoiceKind, type TaxInvoiceKind } from '../../../../validation/billing/invoice-totals';
import type { InvoiceStatus } from '../../../../validation/billing/invoice-input';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { Invoice } from './invoice.entity';
import { Payment } from './payment.entity';

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
  /** What has been paid against it less refunds (0 on a draft and a credit note); more than is owed is the client's credit. */
  paidCents: number;
  /** What is still owed on it (0 on a draft and a credit note). */
  outstandingCents: number;
  /** What was paid on it beyond what it asks after its credit notes: the client's credit that may be refunded (docs/billing.md#refunds). */
  refundableCents: number;
  /** A vendor's invoice above R5 000 is a full tax invoice, otherwise an abridged one; null when the firm charged no VAT. */
  taxInvoiceKind: TaxInvoiceKind | null;
}

/** What is left of an invoice for credit notes to take off: its total less what is credited already (paid or not). */
export const creditableCents = (invoice: Pick<InvoiceView, 'totalCents' | 'creditedCents'>) =>
  Math.max(0, invoice.totalCents - invoice.creditedCents);

/** What was paid on an invoice beyond what it asks after its credit notes: what may be paid back. */
export const refundableCents = (invoice: Pick<InvoiceView, 'totalCents' | 'creditedCents' | 'paidCents'>) =>
  Math.max(0, invoice.paidCents - Math.max(0, invoice.totalCents - invoice.creditedCents));

/** Sums of one column of some rows, by the invoice each belongs to. */
async function sumsByInvoice(
  dataSource: DataSource,
  invoiceIds: string[],
  sum: (ids: string[]) => Promise<{ invoiceId: string; total: string | number }[]>,
): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  return new Map((await sum(invoiceIds)).map((row) => [row.invoiceId, Number(row.total)]));
}

/** The total of the issued credit notes of each invoice, by the invoice's id. */
const creditedByInvoice = (dataSource: DataSource, invoiceIds: string[]) =>
  sumsByInvoice(dataSource, invoiceIds, (ids) =>
    dataSource
      .getRepository(Invoice)
      .createQueryBuilder('credit')
      .select('credit.creditsInvoiceId', 'invoiceId')
      .addSelect('SUM(credit.totalCents)', 'total')
      .where({ creditsInvoiceId: In(ids), status: 'issued', kind: 'credit_note' })
      .groupBy('credit.creditsInvoiceId')
      .getRawMany(),
  );

/** The total paid against each invoice, by the invoice's id. */
const paidByInvoice = (dataSource: DataSource, invoiceIds: string[]) =>
  sumsByInvoice(dataSource, invoiceIds, (ids) =>
    dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .select('payment.invoiceId', 'invoiceId')
      .addSelect('SUM(payment.amountCents)', 'total')
      .where({ invoiceId: In(ids) })
      .groupBy('payment.invoiceId')
      .getRawMany(),
  );

/**
 * SQL for what the invoice aliased `alias` has had credited, for filters and sorting; with
 * `onOrBefore` (an SQL day, such as a parameter), only by credit notes issued by then.
 */
export const creditedSql = (alias: string, onOrBefore?: string) =>
  `(SELECT COALESCE(SUM(credit.totalCents), 0) FROM invoices credit WHERE credit.creditsInvoiceId = ${alias}.id AND credit.status = 'issued'${
    onOrBefore ? ` AND credit.issuedOn <= ${onOrBefore}` : ''
  })`;

/** SQL for what has been paid against the invoice aliased `alias` (refunds net); with `onOrBefore`, by then. */
export const paidSql = (alias: string, onOrBefore?: string) =>
  `(SELECT COALESCE(SUM(paid.amountCents), 0) FROM payments paid WHERE paid.invoiceId = ${alias}.id${
    onOrBefore ? ` AND paid.receivedOn <= ${onOrBefore}` : ''
  })`;

/** SQL that is true while something is still owed on the issued invoice aliased `alias`. */
export const owedSql = (alias: string) => `${alias}.totalCents > ${creditedSql(alias)} + ${paidSql(alias)}`;

/**
 * Where an issued invoice stands: credited when its credit notes cancel it, paid when payments
 * cover the rest, else overdue past its due date, else part paid or just issued.
 */
function statusOf(invoice: Invoice, creditedCents: number, outstandingCents: number, paidCents: number, today: string): InvoiceStatus {
  if (invoice.kind !== 'invoice' || invoice.status !== 'issued') return invoice.status;
  if (invoice.totalCents <= creditedCents) return 'credited';
  if (outstandingCents === 0) return 'paid';
  if (invoice.dueOn !== null && invoice.dueOn < today) return 'overdue';
  return paidCents > 0 ? 'part_paid' : 'issued';
}

function standingOf(invoice: Invoice, creditedCents: number, paidCents: number, today: string): InvoiceView {
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
  const outstandingCents = isIssuedInvoice ? Math.max(0, invoice.totalCents - creditedCents - paidCents) : 0;
  // The rate is 0 exactly when the firm was no VAT vendor (a draft: is none today).
  const vendor = (invoice.vatBasisPoints ?? 0) > 0;
  return {
    ...kept,
    status: statusOf(invoice, creditedCents, outstandingCents, paidCents, today),
    creditedCents: invoice.kind === 'invoice' ? creditedCents : 0,
    paidCents: isIssuedInvoice ? paidCents : 0,
    outstandingCents,
    refundableCents: isIssuedInvoice ? refundableCents({ totalCents: invoice.totalCents, creditedCents, paidCents }) : 0,
    taxInvoiceKind: vendor ? taxInvoiceKind(invoice.totalCents) : null,
  };
}

/** The views of some invoices, as they stand on `now`'s day in South Africa. */
export async function invoiceViews(dataSource: DataSource, invoices: Invoice[], now: Date): Promise<InvoiceView[]> {
  const ids = invoices.filter((invoice) => invoice.kind === 'invoice').map((invoice) => invoice.id);
  const [credited, paid] = await Promise.all([creditedByInvoice(dataSource, ids), paidByInvoice(dataSource, ids)]);
  const today = todayInSouthAfrica(now);
  return invoices.map((invoice) => standingOf(invoice, credited.get(invoice.id) ?? 0, paid.get(invoice.id) ?? 0, today));
}

/**
 * An invoice's standing (its paid, credited and outstanding amounts) changed without a change to
 * its row: a payment or refund against it, or a credit note of it issued. Its updatedAt moves, in
 * the caller's transaction, so a list synced by what changed (features/changes) answers it again.
 * Being overdue comes with the calendar, not a change: a copy reads it from dueOn.
 */
export async function touchInvoice(manager: EntityManager, invoiceId: string, at = new Date()): Promise<void> {
  await manager.update(Invoice, { id: invoiceId }, { updatedAt: at });
}
