import { columnLength } from '../../records/column-bounds';
import { documentTitleOf } from './invoice-document-of';
import { Invoice } from './invoice.entity';
import type { Payment } from './payment.entity';

export const statementLineKindValues = ['invoice', 'credit_note', 'payment', 'refund'] as const;
export type StatementLineKind = (typeof statementLineKindValues)[number];

/** One line of a statement of account: a document issued to the client or a payment, and the balance after it. */
export interface StatementLine {
  kind: StatementLineKind;
  /** The invoice or credit note; for a payment or refund, the invoice it paid or was paid beyond. */
  invoiceId: string;
  /** A payment's or refund's id; null on a document. */
  paymentId: string | null;
  /** The document's number; a payment's reference (or the invoice's number). */
  number: string;
  /** YYYY-MM-DD (SAST). */
  date: string;
  description: string;
  /** What an invoice or a refund adds to what is owed (0 on the others). */
  debitCents: number;
  /** What a credit note or a payment takes off (0 on an invoice). */
  creditCents: number;
  /** What the client owes after this line; below 0 is the client's credit. */
  balanceCents: number;
}

/**
 * The most lines a statement shows: its latest, twenty years of a monthly invoice and its payment
 * several times over. The lines before them still count in the first one's balance.
 */
export const STATEMENT_MAX_LINES = 1000;

export interface Statement {
  clientId: string;
  /** The last STATEMENT_MAX_LINES, oldest first. */
  lines: StatementLine[];
  /** What the client owes now: the last line's balance (0 with none); below 0 is their credit. */
  balanceCents: number;
}

const METHOD_NAMES: Record<Payment['method'], string> = { payfast: 'PayFast', yoco: 'Yoco', eft: 'EFT', cash: 'cash' };

const creditNoteText = (number: string | null, against: string | null | undefined) =>
  `Credit note ${number}${against ? ` against ${against}` : ''}`;
const paymentText = (refund: boolean, method: Payment['method'], invoiceNumber: string) =>
  `${refund ? 'Refund' : 'Payment'} (${METHOD_NAMES[method]}) for ${invoiceNumber}`;

/** The longest description a line has: each kind's, with the longest numbers (invoices.number). */
export const STATEMENT_DESCRIPTION_MAX_LENGTH = (() => {
  const number = 'x'.repeat(columnLength(Invoice, 'number'));
  const titles = [documentTitleOf({ kind: 'invoice', vatBasisPoints: 1 }), documentTitleOf({ kind: 'invoice', vatBasisPoints: 0 })];
  const methods = Object.keys(METHOD_NAMES) as Payment['method'][];
  return Math.max(
    creditNoteText(number, number).length,
    ...titles.map((title) => `${title} ${number}`.length),
    ...methods.flatMap((method) => [paymentText(true, method, number).length, paymentText(false, method, number).length]),
  );
})();

/** A line before its balance, with what orders it. */
interface Entry {
  line: Omit<StatementLine, 'balanceCents'>;
  /** Within a day: when it was issued or recorded. */
  at: number;
  /** Within the same instant (MySQL keeps seconds): invoices, then credit notes, then payments, each by serial. */
  rank: number;
  serial: number;
}

/**
 * A client's statement of account (docs/billing.md#statement-of-account): their issued invoices and
 * credit notes and their payments, day by day, each with the running balance. `issued` are the
 * client's issued documents and `payments` their payments, in any order. Only the last `maxLines`
 * are kept; the balance runs over all of them.
 */
export function statementOf(
  clientId: string,
  issued: readonly Invoice[],
  payments: readonly Payment[] = [],
  maxLines = STATEMENT_MAX_LINES,
): Statement {
  const numberOf = new Map(issued.map((invoice) => [invoice.id, invoice.number]));
  const documents = issued.map((invoice): Entry => {
    const credit = invoice.kind === 'credit_note';
    const against = invoice.creditsInvoiceId ? numberOf.get(invoice.creditsInvoiceId) : null;
    return {
      line: {
        kind: invoice.kind,
        invoiceId: invoice.id,
        paymentId: null,
        number: invoice.number ?? '',
        date: invoice.issuedOn ?? '',
        description: credit ? creditNoteText(invoice.number, against) : `${documentTitleOf(invoice)} ${invoice.number}`,
        debitCents: credit ? 0 : invoice.totalCents,
        creditCents: credit ? invoice.totalCents : 0,
      },
      at: invoice.issuedAt?.getTime() ?? 0,
      rank: credit ? 1 : 0,
      serial: invoice.serial ?? 0,
    };
  });
  const issuedAt = new Map(documents.map((entry) => [entry.line.invoiceId, entry.at]));
  const paid = payments.map((payment): Entry => {
    const invoiceNumber = numberOf.get(payment.invoiceId) ?? '';
    // A refund is a payment of a negative amount: money back to the client raises what they owe.
    const refund = payment.amountCents < 0;
    return {
      line: {
        kind: refund ? 'refund' : 'payment',
        invoiceId: payment.invoiceId,
        paymentId: payment.id,
        number: payment.reference ?? invoiceNumber,
        date: payment.receivedOn,
        description: paymentText(refund, payment.method, invoiceNumber),
        debitCents: refund ? -payment.amountCents : 0,
        creditCents: refund ? 0 : payment.amountCents,
      },
      // Never before the invoice it pays, however the database rounded the issue's time (MySQL keeps seconds).
      at: Math.max(payment.createdAt.getTime(), issuedAt.get(payment.invoiceId) ?? 0),
      rank: 2,
      serial: 0,
    };
  });
  // Day by day; within a day in the order things happened, a credit note always after the invoice it corrects.
  const ordered = [...documents, ...paid].sort(
    (a, b) => a.line.date.localeCompare(b.line.date) || a.at - b.at || a.rank - b.rank || a.serial - b.serial,
  );
  let balanceCents = 0;
  const lines = ordered.map(({ line }): StatementLine => {
    balanceCents += line.debitCents - line.creditCents;
    return { ...line, balanceCents };
  });
  return { clientId, lines: lines.slice(Math.max(0, lines.length - maxLines)), balanceCents };
}
