import { documentTitleOf } from './invoice-document-of';
import type { Invoice } from './invoice.entity';

/** One line of a statement of account: a document issued to the client, and the balance after it. */
export interface StatementLine {
  invoiceId: string;
  kind: Invoice['kind'];
  number: string;
  /** YYYY-MM-DD (SAST). */
  date: string;
  description: string;
  /** What an invoice adds to what is owed (0 on a credit note). */
  debitCents: number;
  /** What a credit note takes off (0 on an invoice). */
  creditCents: number;
  /** What the client owes after this line. */
  balanceCents: number;
}

export interface Statement {
  clientId: string;
  lines: StatementLine[];
  /** What the client owes now: the last line's balance (0 with none). */
  balanceCents: number;
}

/**
 * A client's statement of account (docs/billing.md#statement-of-account): their issued invoices and
 * credit notes in the order they were issued, each with the running balance. `issued` are the
 * client's issued documents, in any order.
 */
export function statementOf(clientId: string, issued: readonly Invoice[]): Statement {
  const numberOf = new Map(issued.map((invoice) => [invoice.id, invoice.number]));
  // In the order of issue. MySQL keeps the time to the second, so within one second invoices come
  // first (a credit note always follows the invoice it corrects), each kind by its serial number.
  const ordered = [...issued].sort(
    (a, b) =>
      (a.issuedAt?.getTime() ?? 0) - (b.issuedAt?.getTime() ?? 0) ||
      (a.kind === b.kind ? 0 : a.kind === 'invoice' ? -1 : 1) ||
      (a.serial ?? 0) - (b.serial ?? 0),
  );
  let balanceCents = 0;
  const lines = ordered.map((invoice): StatementLine => {
    const credit = invoice.kind === 'credit_note';
    balanceCents += credit ? -invoice.totalCents : invoice.totalCents;
    const against = invoice.creditsInvoiceId ? numberOf.get(invoice.creditsInvoiceId) : null;
    return {
      invoiceId: invoice.id,
      kind: invoice.kind,
      number: invoice.number ?? '',
      date: invoice.issuedOn ?? '',
      description: credit
        ? `Credit note ${invoice.number}${against ? ` against ${against}` : ''}`
        : `${documentTitleOf(invoice)} ${invoice.number}`,
      debitCents: credit ? 0 : invoice.totalCents,
      creditCents: credit ? invoice.totalCents : 0,
      balanceCents,
    };
  });
  return { clientId, lines, balanceCents };
}
