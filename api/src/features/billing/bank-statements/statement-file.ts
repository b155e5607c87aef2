import type { CsvMapping } from '../../../../../validation/billing/bank-statement-input';
import { readCsvStatement } from './csv-statement';
import { looksLikeOfx, readOfxStatement } from './ofx-statement';
import { StatementFileError, type ReadStatement } from './statement-bounds';

/**
 * A statement file as either format, told from its content (an OFX header or <OFX> root, else
 * CSV): OFX needs nothing more, CSV the account's mapping.
 */
export function readStatementFile(text: string, mapping: CsvMapping | null): ReadStatement {
  if (looksLikeOfx(text)) return readOfxStatement(text);
  if (!mapping) throw new StatementFileError('The file is not OFX, and the account has no CSV mapping: an administrator sets one first');
  return readCsvStatement(text, mapping);
}
