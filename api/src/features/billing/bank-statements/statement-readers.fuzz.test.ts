import fc from 'fast-check';
import { csvMappingSchema } from '../../../../../validation/billing/bank-statement-input';
import { readCsvStatement } from './csv-statement';
import { readOfxStatement } from './ofx-statement';
import { readSignedCents, REFUSED_ROW_MESSAGE_MAX_LENGTH, StatementFileError, type ReadStatement } from './statement-bounds';
import { readStatementFile } from './statement-file';
import { fnbCsv, ofx1Sample, ofx1Transactions, ofx2Sample } from './statement-test-kit';

/*
 * Whatever a file holds, a reader answers lines and refused rows or throws its own
 * StatementFileError, never anything else, and soon.
 */
const mapping = csvMappingSchema.parse({
  skipRows: 3,
  dateColumn: 'Date',
  dateFormat: 'DD/MM/YYYY',
  amountColumn: 'Amount',
  referenceColumns: ['Reference'],
  descriptionColumns: ['Description'],
});

const pieces = fc.constantFrom(
  '<',
  '>',
  '</',
  '<STMTTRN>',
  '</STMTTRN>',
  '<TRNAMT>',
  '<DTPOSTED>',
  '&amp;',
  '&#0;',
  '&#x110000;',
  '"',
  ',',
  ';',
  '\r\n',
  '\n',
  'OFXHEADER:100',
  '<OFX>',
  '<STMTRS>',
  '<CURDEF>ZAR',
);
const noise = fc.array(fc.oneof(fc.string({ maxLength: 20 }), pieces), { maxLength: 60 }).map((parts) => parts.join(''));

/** A sample with a stretch of it replaced by noise. */
const mangled = (sample: string) =>
  fc
    .tuple(fc.nat({ max: sample.length }), fc.nat({ max: 200 }), noise)
    .map(([at, cut, inserted]) => sample.slice(0, at) + inserted + sample.slice(at + cut));

function expectOwnErrorOnly(read: () => ReadStatement) {
  const started = Date.now();
  let refused: ReadStatement['refused'] = [];
  try {
    refused = read().refused;
  } catch (error) {
    expect(error).toBeInstanceOf(StatementFileError);
  }
  expect(Date.now() - started).toBeLessThan(1000);
  // A row is refused in the reader's own words, never the file's: within the length the OpenAPI document states.
  for (const row of refused) expect(row.message.length).toBeLessThanOrEqual(REFUSED_ROW_MESSAGE_MAX_LENGTH);
}

describe('fuzzing the statement readers', () => {
  it('reads any mangled OFX, 1.x or 2.x, or refuses it with its own error', () => {
    fc.assert(
      fc.property(fc.oneof(mangled(ofx1Sample(ofx1Transactions)), mangled(ofx2Sample), noise), (text) => {
        expectOwnErrorOnly(() => readOfxStatement(text));
        expectOwnErrorOnly(() => readStatementFile(text, mapping));
      }),
      { numRuns: 400 },
    );
  });

  it('reads any mangled CSV, or refuses it with its own error', () => {
    fc.assert(
      fc.property(fc.oneof(mangled(fnbCsv), noise), (text) => {
        expectOwnErrorOnly(() => readCsvStatement(text, mapping));
      }),
      { numRuns: 400 },
    );
  });

  it('never gives an amount that is not a whole number of cents within the limit', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 30 }), fc.double().map(String)),
        fc.constantFrom('.' as const, ',' as const),
        (text, separator) => {
          const cents = readSignedCents(text, separator);
          if (cents !== null) {
            expect(Number.isSafeInteger(cents)).toBe(true);
            expect(Math.abs(cents)).toBeLessThanOrEqual(9_999_999_999);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a file of the largest size or length at once', () => {
    expectOwnErrorOnly(() => readStatementFile('a,'.repeat(1_100_000), mapping));
    expectOwnErrorOnly(() => readStatementFile('a\n'.repeat(10_001), mapping));
    expectOwnErrorOnly(() => readStatementFile(`OFXHEADER:100\n<OFX>${'<A>'.repeat(600_000)}`, null));
  });
});
