import { centsToDecimal } from '@validation/billing/money';
import type { StatementQuery } from '../../../graphql/generated';

export type Statement = StatementQuery['billingStatement'];
export type StatementLine = Statement['lines'][number];

/** The statement as a CSV file's rows: amounts as plain decimals (1234.50), a blank where a line adds or takes nothing. */
export const statementCsvRows = (statement: Statement): string[][] => [
  ['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'],
  ...statement.lines.map((line) => [
    line.date,
    line.description,
    line.number,
    line.debitCents ? centsToDecimal(line.debitCents) : '',
    line.creditCents ? centsToDecimal(line.creditCents) : '',
    centsToDecimal(line.balanceCents),
  ]),
];
