import Papa from 'papaparse';
import type { CsvDateFormat, CsvMapping } from '../../../../../validation/billing/bank-statement-input';
import { isCalendarDate } from '../../../../../validation/south-africa-time';
import {
  checkFileBounds,
  MAX_FIELD_LENGTH,
  oneLine,
  readSignedCents,
  REFERENCE_MAX_LENGTH,
  refusedRowTexts,
  StatementFileError,
  type ReadStatement,
  type RefusedRow,
  type StatementLine,
} from './statement-bounds';

/*
 * A bank's CSV export read by the account's mapping (docs/billing.md#bank-statements): papaparse
 * splits the rows (quotes, commas inside them, CRLF), the mapping says which column holds what.
 * A bad row is refused with its row number and the column at fault; the good rows still count.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A CSV day in `format` as YYYY-MM-DD, or null. */
export function readCsvDay(text: string, format: CsvDateFormat): string | null {
  const value = text.trim();
  let match: RegExpExecArray | null;
  let day: string | null = null;
  if (format === 'YYYY-MM-DD' && (match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value))) day = `${match[1]}-${match[2]}-${match[3]}`;
  if (format === 'YYYYMMDD' && (match = /^(\d{4})(\d{2})(\d{2})$/.exec(value))) day = `${match[1]}-${match[2]}-${match[3]}`;
  if (format === 'DD/MM/YYYY' && (match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value))) {
    day = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  }
  if (format === 'DD MMM YYYY' && (match = /^(\d{1,2})[ -]([A-Za-z]{3})[ -](\d{4})$/.exec(value))) {
    const month = MONTHS.indexOf(match[2].toUpperCase());
    if (month !== -1) day = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  }
  return day !== null && isCalendarDate(day) ? day : null;
}

/** Where each mapped column is, by header name (case and spaces ignored) or 1-based position. */
function columnIndex(header: string[] | null, column: string): number | null {
  if (/^\d+$/.test(column)) return Number(column) - 1;
  if (!header) return null;
  const wanted = oneLine(column).toLowerCase();
  const at = header.findIndex((name) => oneLine(name).toLowerCase() === wanted);
  return at === -1 ? null : at;
}

/** The CSV's lines by the mapping, or a StatementFileError when the file or the mapping cannot be read at all. */
export function readCsvStatement(text: string, mapping: CsvMapping): ReadStatement {
  checkFileBounds(text);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy', delimiter: '' });
  const rows = parsed.data.slice(mapping.skipRows);
  const named = [mapping.dateColumn, mapping.amountColumn, mapping.creditColumn, mapping.debitColumn, mapping.idColumn];
  // Columns named by their header need the header row; a mapping of positions only reads every row as a line.
  const hasHeader = [...named, ...mapping.referenceColumns, ...mapping.descriptionColumns].some(
    (column) => column !== null && !/^\d+$/.test(column),
  );
  const header = hasHeader ? (rows.shift() ?? null) : null;
  if (hasHeader && !header) throw new StatementFileError('The file has no header row after the rows to skip');

  const where = (column: string, label: string) => {
    const index = columnIndex(header, column);
    if (index === null) throw new StatementFileError(`${label} “${column}” is not a column of the file`);
    return { index, name: column };
  };
  const date = where(mapping.dateColumn, 'The date column');
  const amount = mapping.amountColumn === null ? null : where(mapping.amountColumn, 'The amount column');
  const credit = mapping.creditColumn === null ? null : where(mapping.creditColumn, 'The credit column');
  const debit = mapping.debitColumn === null ? null : where(mapping.debitColumn, 'The debit column');
  const references = mapping.referenceColumns.map((column) => where(column, 'A reference column'));
  const descriptions = mapping.descriptionColumns.map((column) => where(column, 'A description column'));
  const id = mapping.idColumn === null ? null : where(mapping.idColumn, 'The id column');

  const lines: StatementLine[] = [];
  const refused: RefusedRow[] = [];
  // Row numbers as the file counts them, the skipped rows and the header included.
  const firstRow = mapping.skipRows + (header ? 2 : 1);
  rows.forEach((cells, offset) => {
    const row = firstRow + offset;
    const cell = (at: { index: number }) => cells[at.index] ?? '';
    const tooLong = [date, amount, credit, debit, id, ...references, ...descriptions].find(
      (at) => at !== null && cell(at).length > MAX_FIELD_LENGTH,
    );
    if (tooLong) return refused.push({ row, column: tooLong.name, message: refusedRowTexts.tooLong });
    const postedOn = readCsvDay(cell(date), mapping.dateFormat);
    if (postedOn === null) return refused.push({ row, column: date.name, message: refusedRowTexts.notADate(mapping.dateFormat) });
    const amountCents = readAmount(cells, { amount, credit, debit }, mapping.decimalSeparator);
    if ('column' in amountCents) return refused.push({ row, ...amountCents });
    const joined = (at: { index: number }[]) =>
      at
        .map((column) => oneLine(cell(column)))
        .filter(Boolean)
        .join(' ');
    const externalId = id === null ? '' : oneLine(cell(id));
    if (id !== null && externalId === '') return refused.push({ row, column: id.name, message: refusedRowTexts.noId });
    lines.push({
      row,
      postedOn,
      amountCents: amountCents.cents,
      reference: joined(references).slice(0, REFERENCE_MAX_LENGTH),
      description: joined(descriptions).slice(0, MAX_FIELD_LENGTH),
      externalId: id === null ? null : `id:${externalId.slice(0, 255)}`,
    });
  });
  return { format: 'csv', accountId: null, lines, refused };
}

type At = { index: number; name: string } | null;

/** One signed amount, or credit less debit (either may be empty); the column at fault otherwise. */
function readAmount(
  cells: string[],
  { amount, credit, debit }: { amount: At; credit: At; debit: At },
  separator: '.' | ',',
): { cents: number } | { column: string; message: string } {
  const message = refusedRowTexts.notAnAmount(separator);
  const read = (at: NonNullable<At>, emptyIsNone: boolean) => {
    const text = (cells[at.index] ?? '').trim().replace(/^R\s*/i, '');
    if (text === '' && emptyIsNone) return 0;
    return readSignedCents(text, separator);
  };
  if (amount) {
    const cents = read(amount, false);
    return cents === null ? { column: amount.name, message } : { cents };
  }
  const money = { in: read(credit!, true), out: read(debit!, true) };
  if (money.in === null) return { column: credit!.name, message };
  if (money.out === null) return { column: debit!.name, message };
  // Banks write a debit as a positive amount in its own column, some with a minus: out is out either way.
  return { cents: Math.abs(money.in) - Math.abs(money.out) };
}
