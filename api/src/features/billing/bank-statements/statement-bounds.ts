import { MAX_AMOUNT_CENTS } from '../../../../../validation/billing/money';
import { csvDateFormatValues, type CsvDateFormat } from '../../../../../validation/billing/bank-statement-input';

/*
 * What every statement reader shares (docs/billing.md#bank-statements): the limits checked before
 * any work, the one error a reader throws, and the exact reading of an amount into cents.
 */

/** A statement file of more than this is refused before it is read: a month of a busy account is far less. */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_STATEMENT_LINES = 10_000;
/**
 * The most rows a statement has, kept or refused: a CSV's lines, or the transactions an OFX file
 * of MAX_STATEMENT_BYTES holds, each opening with <STMTTRN>.
 */
export const MAX_STATEMENT_ROWS = Math.max(MAX_STATEMENT_LINES, Math.floor(MAX_STATEMENT_BYTES / '<STMTTRN>'.length));
/** The longest field kept: a reference or memo longer than this is no bank's. */
export const MAX_FIELD_LENGTH = 500;
export const REFERENCE_MAX_LENGTH = 100;

/** The most open invoices suggested for one unmatched line. */
export const MAX_SUGGESTED_INVOICES = 5;

/** The only error a reader throws: the whole file is refused, and why. */
export class StatementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

/** A line of a statement as read, before it is kept. */
export interface StatementLine {
  /** The row (CSV) or the transaction's place (OFX, from 1) it came from. */
  row: number;
  /** YYYY-MM-DD, the SAST day. */
  postedOn: string;
  /** Signed: money in is positive. */
  amountCents: number;
  reference: string;
  description: string;
  /** The bank's own id of the line (OFX FITID, a CSV id column); null when it gives none. */
  externalId: string | null;
}

/** Why a row is left out: every reason a reader gives, in its own words (never the file's). */
export const refusedRowTexts = {
  tooLong: `Longer than ${MAX_FIELD_LENGTH} characters`,
  notADate: (format: CsvDateFormat) => `Not a date written ${format}`,
  notAnAmount: (separator: '.' | ',') => `Not an amount with ${separator === '.' ? 'a decimal point' : 'a decimal comma'}`,
  noId: 'The line has no id',
  ofxDate: 'The posting date does not read as YYYYMMDD[HHMMSS]',
  ofxAmount: 'The amount does not read as a decimal amount',
};

/** The longest reason a refused row is given (BankStatementRefusedRow.message). */
export const REFUSED_ROW_MESSAGE_MAX_LENGTH = Math.max(
  ...[
    refusedRowTexts.tooLong,
    ...csvDateFormatValues.map(refusedRowTexts.notADate),
    refusedRowTexts.notAnAmount('.'),
    refusedRowTexts.notAnAmount(','),
    refusedRowTexts.noId,
    refusedRowTexts.ofxDate,
    refusedRowTexts.ofxAmount,
  ].map((text) => text.length),
);

/** A row left out, with the column (or OFX element) at fault. */
export interface RefusedRow {
  row: number;
  column: string;
  message: string;
}

export interface ReadStatement {
  format: 'ofx' | 'csv';
  /** The account the file says it is of (OFX ACCTID); null for CSV. */
  accountId: string | null;
  lines: StatementLine[];
  refused: RefusedRow[];
}

/** Refuses a file too large or too long before anything else reads it. */
export function checkFileBounds(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > MAX_STATEMENT_BYTES) throw new StatementFileError('The file is larger than 2 MB');
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    if (++lines > MAX_STATEMENT_LINES) throw new StatementFileError(`The file has more than ${MAX_STATEMENT_LINES} lines`);
  }
}

const SPACES = /[ \u00a0\u202f]/g;

/**
 * A signed decimal amount as cents, exactly (never through a float): "-1234.56", "+5", "1 234,56"
 * with `separator` ','. Groups of three may be split by spaces or by the other separator; decimals
 * beyond the second must be zeros. Null for anything else, or beyond R 99 999 999.99 either way.
 */
export function readSignedCents(text: string, separator: '.' | ',' = '.'): number | null {
  if (text.length > 40) return null;
  const grouping = separator === '.' ? ',' : '.';
  let typed = text.trim().replace(SPACES, '');
  let sign = 1;
  if (/^[+-]/.test(typed)) {
    sign = typed[0] === '-' ? -1 : 1;
    typed = typed.slice(1);
  }
  const [whole, decimals, ...rest] = typed.split(separator);
  if (rest.length > 0 || whole === undefined) return null;
  const grouped = whole.includes(grouping);
  if (grouped && !new RegExp(`^\\d{1,3}(?:\\${grouping}\\d{3})+$`).test(whole)) return null;
  const digits = grouped ? whole.split(grouping).join('') : whole;
  if (!/^\d*$/.test(digits) || (decimals !== undefined && !/^\d+$/.test(decimals))) return null;
  if (digits === '' && decimals === undefined) return null;
  if (decimals !== undefined && /[^0]/.test(decimals.slice(2))) return null;
  const rand = digits.replace(/^0+(?=\d)/, '') || '0';
  if (rand.length > 10) return null;
  const cents = Number(rand) * 100 + Number((decimals ?? '').slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return null;
  return cents === 0 ? 0 : sign * cents;
}

/** Text kept as one line: runs of white space as one space, trimmed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
