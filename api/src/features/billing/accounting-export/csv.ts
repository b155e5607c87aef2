import { unparse } from 'papaparse';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage return first),
 * unless it is a plain number: a credit note's quantity is "-2.5" in Xero's file and must stay one.
 * papaparse puts a ' before each such cell.
 */
export const FORMULA_LOOKING = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * RFC 4180 CSV (papaparse quotes a cell holding a comma, a quote or a line break, and doubles its
 * quotes), CRLF line ends, every cell text: the descriptions are typed by people.
 */
export const csvOf = (header: readonly string[], rows: readonly string[][]): string =>
  unparse([header as string[], ...rows], { escapeFormulae: FORMULA_LOOKING, newline: '\r\n' });
