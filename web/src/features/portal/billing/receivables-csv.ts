import { centsToDecimal } from '@validation/billing/money';
import type { ReceivablesAgeingQuery } from '../../../graphql/generated';

type Ageing = ReceivablesAgeingQuery['receivablesAgeing'];

/** The ageing's columns, as the table and the CSV head them. */
export const AGEING_COLUMNS = [
  ['currentCents', 'Current'],
  ['days1To30Cents', '1–30 days'],
  ['days31To60Cents', '31–60 days'],
  ['days61To90Cents', '61–90 days'],
  ['over90Cents', '90+ days'],
  ['totalCents', 'Total owed'],
  ['creditCents', 'Credit'],
] as const;

export const clientNameOf = (row: Ageing['rows'][number]) =>
  row.client ? `${row.client.firstName} ${row.client.lastName}`.trim() : 'A former client';

/** The ageing as the CSV's rows: amounts as plain decimals (1234.50), the totals last. */
export const ageingCsvRows = (ageing: Ageing): string[][] => [
  ['Client', 'Email', ...AGEING_COLUMNS.map(([, label]) => label)],
  ...ageing.rows.map((row) => [clientNameOf(row), row.client?.email ?? '', ...AGEING_COLUMNS.map(([name]) => centsToDecimal(row[name]))]),
  ['Total', '', ...AGEING_COLUMNS.map(([name]) => centsToDecimal(ageing.totals[name]))],
];
