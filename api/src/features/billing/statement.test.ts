import 'reflect-metadata';
import type { Invoice } from './invoice.entity';
import type { Payment } from './payment.entity';
import { STATEMENT_MAX_LINES, statementOf } from './statement';

/*
 * A statement shows at most STATEMENT_MAX_LINES lines, the latest (the maxItems the OpenAPI
 * document states of Statement.lines); the balance still counts every line.
 */

const CLIENT = '4a1f7c2e-8b3d-4e59-a6c1-2d7f9e0b3c84';

/** The client's monthly bookkeeping invoice of R 1 150.00 (R 1 000.00 and 15% VAT), issued on the first of month `index`. */
function monthlyInvoice(index: number): Invoice {
  const day = new Date(Date.UTC(2000, index, 1));
  return {
    id: `invoice-${index}`,
    kind: 'invoice',
    number: `INV-${String(index + 1).padStart(5, '0')}`,
    issuedOn: day.toISOString().slice(0, 10),
    issuedAt: day,
    serial: index + 1,
    creditsInvoiceId: null,
    vatBasisPoints: 1500,
    totalCents: 115_000,
  } as Invoice;
}

/** Her EFT paying invoice `index` in full, ten days later. */
function payment(index: number): Payment {
  const day = new Date(Date.UTC(2000, index, 11));
  return {
    id: `payment-${index}`,
    invoiceId: `invoice-${index}`,
    reference: null,
    method: 'eft',
    amountCents: 115_000,
    receivedOn: day.toISOString().slice(0, 10),
    createdAt: day,
  } as Payment;
}

describe('a statement of account', () => {
  it('shows its last lines only, each balance counting every line before it', () => {
    const invoices = Array.from({ length: 4 }, (_, index) => monthlyInvoice(index));
    const payments = Array.from({ length: 3 }, (_, index) => payment(index));
    const whole = statementOf(CLIENT, invoices, payments);
    const last = statementOf(CLIENT, invoices, payments, 3);
    expect(whole.lines).toHaveLength(7);
    expect(last.lines).toEqual(whole.lines.slice(-3));
    expect(last.lines.map((line) => [line.description, line.balanceCents])).toEqual([
      ['Tax invoice INV-00003', 115_000],
      ['Payment (EFT) for INV-00003', 0],
      // Nothing paid on the fourth yet.
      ['Tax invoice INV-00004', 115_000],
    ]);
    expect(last.balanceCents).toBe(115_000);
  });

  it('never shows more than STATEMENT_MAX_LINES', () => {
    const invoices = Array.from({ length: STATEMENT_MAX_LINES / 2 + 1 }, (_, index) => monthlyInvoice(index));
    const payments = invoices.map((_, index) => payment(index));
    const statement = statementOf(CLIENT, invoices, payments);
    expect(statement.lines).toHaveLength(STATEMENT_MAX_LINES);
    // The first invoice and its payment are left out: the first line shown is the second invoice.
    expect(statement.lines[0]).toMatchObject({ number: 'INV-00002', balanceCents: 115_000 });
    expect(statement.balanceCents).toBe(0);
  });
});
