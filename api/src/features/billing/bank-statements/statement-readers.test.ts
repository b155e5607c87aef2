import { csvMappingSchema } from '../../../../../validation/billing/bank-statement-input';
import { readCsvDay, readCsvStatement } from './csv-statement';
import { ofxDayInSouthAfrica, readOfxStatement } from './ofx-statement';
import { readSignedCents, REFUSED_ROW_MESSAGE_MAX_LENGTH, StatementFileError } from './statement-bounds';
import { readStatementFile } from './statement-file';
import { fnbCsv, ofx1Sample, ofx1Transactions, ofx2Sample, splitColumnsCsv } from './statement-test-kit';

describe('reading an amount into cents exactly', () => {
  it.each([
    ['2300.00', '.', 230_000],
    ['-450.75', '.', -45_075],
    ['+5', '.', 500],
    ['1150,5', ',', 115_050],
    ['1,150.50', '.', 115_050],
    ['1 234,56', ',', 123_456],
    ['.5', '.', 50],
    ['0.30', '.', 30],
    ['12.3400', '.', 1234],
    ['-0.00', '.', 0],
  ] as const)('%s with %s is %i cents', (text, separator, cents) => {
    expect(readSignedCents(text, separator)).toBe(cents);
  });

  it.each(['', '-', '1.234', '12.345', '1e3', '1,23,4.00', 'abc', '1.2.3', '100000000.00', 'NaN'])('refuses %j', (text) => {
    expect(readSignedCents(text, '.')).toBeNull();
  });
});

describe('OFX dates as the SAST day', () => {
  it.each([
    ['20260203', '2026-02-03'],
    ['20260205120000[+2:SAST]', '2026-02-05'],
    ['20260206233000.000', '2026-02-07'],
    ['20260210000000[-5:EST]', '2026-02-10'],
    ['20260210230000[-5:EST]', '2026-02-11'],
    ['20260210013000[+5.30:IST]', '2026-02-09'],
  ])('%s is %s', (value, day) => {
    expect(ofxDayInSouthAfrica(value)).toBe(day);
  });

  it.each(['2026023', '20260230', '20261301', '20260203250000', '20260203[+99:X]', 'yesterday'])('refuses %s', (value) => {
    expect(ofxDayInSouthAfrica(value)).toBeNull();
  });
});

describe('OFX statements', () => {
  it('reads OFX 1.x with its elements left open', () => {
    const read = readOfxStatement(ofx1Sample(ofx1Transactions));
    expect(read.accountId).toBe('62001234567');
    expect(read.refused).toEqual([]);
    expect(read.lines).toEqual([
      {
        row: 1,
        postedOn: '2026-02-03',
        amountCents: 230_000,
        reference: 'DLAMINI INV-2026-0001',
        description: 'FNB APP PAYMENT FROM T DLAMINI · CREDIT',
        externalId: 'fitid:202602030001',
      },
      {
        row: 2,
        postedOn: '2026-02-05',
        amountCents: -45_075,
        reference: 'MONTHLY ACCOUNT FEE',
        description: 'Ref 88231 · DEBIT',
        externalId: 'fitid:202602050002',
      },
      {
        row: 3,
        postedOn: '2026-02-07',
        amountCents: 115_050,
        reference: 'MOKOENA & SONS',
        description: 'CREDIT',
        externalId: 'fitid:202602070003',
      },
    ]);
  });

  it('reads OFX 2.x XML', () => {
    const read = readOfxStatement(ofx2Sample);
    expect(read.accountId).toBe('000123459876');
    expect(
      read.lines.map(({ postedOn, amountCents, reference, description, externalId }) => ({
        postedOn,
        amountCents,
        reference,
        description,
        externalId,
      })),
    ).toEqual([
      {
        postedOn: '2026-02-10',
        amountCents: 1_150_000,
        reference: 'NKOSI HOLDINGS',
        description: 'inv 2026 0002 · CREDIT',
        externalId: 'fitid:SB-77120',
      },
      { postedOn: '2026-02-11', amountCents: -9_999, reference: '', description: 'Ref 000417 · CHECK', externalId: 'fitid:SB-77121' },
    ]);
  });

  it('refuses a transaction that does not read, naming its element, and keeps the rest', () => {
    const bad = ofx1Transactions.replace('<TRNAMT>-450.75', '<TRNAMT>-450.7.5').replace('<DTPOSTED>20260203', '<DTPOSTED>20260230');
    const read = readOfxStatement(ofx1Sample(bad));
    expect(read.refused).toEqual([
      { row: 1, column: 'DTPOSTED', message: 'The posting date does not read as YYYYMMDD[HHMMSS]' },
      { row: 2, column: 'TRNAMT', message: 'The amount does not read as a decimal amount' },
    ]);
    // The longest reason any row is given, and so the length the OpenAPI document states.
    expect(REFUSED_ROW_MESSAGE_MAX_LENGTH).toBe('The posting date does not read as YYYYMMDD[HHMMSS]'.length);
    expect(read.lines.map((line) => line.row)).toEqual([3]);
  });

  it('refuses a statement in another currency, of no account, or too large', () => {
    expect(() => readOfxStatement(ofx1Sample(ofx1Transactions, { currency: 'USD' }))).toThrow(/in USD, not ZAR/);
    expect(() => readOfxStatement(ofx1Sample(ofx1Transactions, { account: '' }))).toThrow(/names no account/);
    expect(() => readOfxStatement(`OFXHEADER:100\n<OFX>${'x'.repeat(2 * 1024 * 1024)}`)).toThrow(/larger than 2 MB/);
    expect(() => readOfxStatement(`OFXHEADER:100\n<OFX>${'\n'.repeat(10_001)}`)).toThrow(/more than 10000 lines/);
    expect(() => readOfxStatement(ofx1Sample(`<STMTTRN><NAME>${'A'.repeat(501)}</STMTTRN>`))).toThrow(/NAME is longer than 500/);
    expect(() => readOfxStatement('OFXHEADER:100\n<OFX></OFX>')).toThrow(StatementFileError);
  });
});

describe('CSV statements by a mapping', () => {
  it('reads an export with a preamble and a signed amount, by header names', () => {
    const mapping = csvMappingSchema.parse({
      skipRows: 3,
      dateColumn: 'Date',
      dateFormat: 'DD/MM/YYYY',
      amountColumn: 'amount',
      referenceColumns: ['Reference'],
      descriptionColumns: ['Description'],
    });
    const read = readCsvStatement(fnbCsv, mapping);
    expect(read.refused).toEqual([]);
    expect(read.lines).toEqual([
      {
        row: 5,
        postedOn: '2026-02-03',
        amountCents: 230_000,
        reference: 'DLAMINI INV-2026-0001',
        description: 'FNB APP PAYMENT FROM',
        externalId: null,
      },
      { row: 6, postedOn: '2026-02-05', amountCents: -45_075, reference: '', description: 'MONTHLY ACCOUNT FEE', externalId: null },
      {
        row: 7,
        postedOn: '2026-02-07',
        amountCents: 115_050,
        reference: 'MOKOENA',
        description: 'MAGTAPE CREDIT, MOKOENA',
        externalId: null,
      },
    ]);
  });

  it('reads credit and debit columns with decimal commas by position, and names each bad row’s column', () => {
    const mapping = csvMappingSchema.parse({
      dateColumn: '1',
      dateFormat: 'DD MMM YYYY',
      creditColumn: '3',
      debitColumn: '4',
      referenceColumns: ['2'],
      idColumn: '5',
      decimalSeparator: ',',
    });
    const read = readCsvStatement(splitColumnsCsv.split('\n').slice(1).join('\n'), mapping);
    expect(read.lines.map(({ row, postedOn, amountCents, externalId }) => ({ row, postedOn, amountCents, externalId }))).toEqual([
      { row: 1, postedOn: '2026-02-03', amountCents: 230_000, externalId: 'id:T1' },
      { row: 2, postedOn: '2026-02-05', amountCents: -45_075, externalId: 'id:T2' },
    ]);
    expect(read.refused).toEqual([
      { row: 3, column: '1', message: 'Not a date written DD MMM YYYY' },
      { row: 4, column: '3', message: 'Not an amount with a decimal comma' },
      { row: 5, column: '5', message: 'The line has no id' },
    ]);
  });

  it('refuses a mapping naming a column the file does not have, and a file neither OFX nor mapped', () => {
    const mapping = csvMappingSchema.parse({
      dateColumn: 'Posted',
      dateFormat: 'YYYY-MM-DD',
      amountColumn: 'Amount',
      referenceColumns: ['Ref'],
    });
    expect(() => readCsvStatement('Date,Amount,Ref\n2026-02-03,1.00,x', mapping)).toThrow(/The date column “Posted” is not a column/);
    expect(() => readStatementFile('Date,Amount\n2026-02-03,1.00', null)).toThrow(/no CSV mapping/);
    expect(readStatementFile(ofx2Sample, null).format).toBe('ofx');
  });

  it('reads each date format', () => {
    expect(readCsvDay('2026-02-03', 'YYYY-MM-DD')).toBe('2026-02-03');
    expect(readCsvDay('3/2/2026', 'DD/MM/YYYY')).toBe('2026-02-03');
    expect(readCsvDay('20260203', 'YYYYMMDD')).toBe('2026-02-03');
    expect(readCsvDay('3 feb 2026', 'DD MMM YYYY')).toBe('2026-02-03');
    expect(readCsvDay('2026-02-03', 'DD/MM/YYYY')).toBeNull();
    expect(readCsvDay('29 Feb 2026', 'DD MMM YYYY')).toBeNull();
  });

  it('checks the mapping: one amount column, or credit and debit together', () => {
    const base = { dateColumn: 'Date', dateFormat: 'YYYY-MM-DD', referenceColumns: ['Ref'] };
    const issues = (value: object) => csvMappingSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ ...base })).toEqual(['amountColumn']);
    expect(issues({ ...base, amountColumn: 'A', creditColumn: 'C' })).toEqual(['amountColumn']);
    expect(issues({ ...base, debitColumn: 'D' })).toEqual(['creditColumn']);
    expect(issues({ ...base, amountColumn: 'A', referenceColumns: [] })).toEqual(['referenceColumns']);
    expect(issues({ ...base, amountColumn: '0' })).toEqual(['amountColumn']);
  });
});
