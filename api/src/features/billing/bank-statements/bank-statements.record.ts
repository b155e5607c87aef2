import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { enumOf } from '../../../graphql/enum-of';
import { RecordObjectType } from '../../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../../records/record-description';
import { restShapeOf } from '../../../records/rest-shape';
import {
  CSV_COLUMN_MAX_LENGTH,
  CSV_MAX_JOINED_COLUMNS,
  bankLineStatusValues,
  csvDateFormatValues,
  csvDecimalSeparatorValues,
} from '../../../../../validation/billing/bank-statement-input';
import { RECORD_ID_LENGTH } from '../../../../../validation/answer-bounds';
import { MAX_STATEMENT_ROWS, MAX_SUGGESTED_INVOICES, REFUSED_ROW_MESSAGE_MAX_LENGTH } from './statement-bounds';
import { BankAccount } from './bank-account.entity';
import { BankStatementLine } from './bank-statement-line.entity';

export const BankLineStatusKind = enumOf(bankLineStatusValues);
export type BankLineStatusKind = (typeof bankLineStatusValues)[number];
registerEnumType(BankLineStatusKind, {
  name: 'BankStatementLineStatus',
  description: 'UNMATCHED: not yet anyone’s; MATCHED: an invoice’s payment; IGNORED: set aside as no client’s payment',
});

// Every mapping kept was taken by csvMappingSchema, which bounds its columns and lists.
const MAPPING = { computedBy: 'the account’s CSV mapping (validation/billing/bank-statement-input.ts)' } as const;
const COLUMN = { ...MAPPING, maxLength: CSV_COLUMN_MAX_LENGTH } as const;
const COLUMN_OR_NONE = { nullable: true, ...COLUMN } as const;
const longest = (values: readonly string[]) => Math.max(...values.map((value) => value.length));
const columns = () => z.array(z.string().max(CSV_COLUMN_MAX_LENGTH)).max(CSV_MAX_JOINED_COLUMNS);

/** How a bank's CSV export reads (BankAccount.csvMapping). */
export const csvMappingDescription = describeRecord({
  name: 'CsvMapping',
  description: 'Which column of a bank’s CSV export holds what: by its header’s name, or its position from 1',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    skipRows: integerField('Rows before the header (a preamble)', MAPPING),
    dateColumn: textField('The day’s column', COLUMN),
    dateFormat: textField('YYYY-MM-DD, DD/MM/YYYY, YYYYMMDD or DD MMM YYYY', { ...MAPPING, maxLength: longest(csvDateFormatValues) }),
    amountColumn: textField('One signed amount (money in positive); null with credit and debit columns', COLUMN_OR_NONE),
    creditColumn: textField('Money in, with a debit column', COLUMN_OR_NONE),
    debitColumn: textField('Money out, with a credit column', COLUMN_OR_NONE),
    referenceColumns: customField(columns(), () => [String], 'The columns joined into the reference', MAPPING),
    descriptionColumns: customField(columns(), () => [String], 'The columns joined into the description', MAPPING),
    idColumn: textField('The bank’s own id of each line, where it gives one', COLUMN_OR_NONE),
    decimalSeparator: textField('. or ,', { ...MAPPING, maxLength: longest(csvDecimalSeparatorValues) }),
  },
});
export const csvMappingRecord = restShapeOf(csvMappingDescription);

@RecordObjectType(csvMappingDescription)
export class CsvMappingType {}

// The firm's own accounts: nothing in them is about a client.
const FIRMS = { privacy: privacy.notPersonal } as const;

/** One of the firm's bank accounts (/api/bank-statements/accounts). */
export const bankAccountDescription = describeRecord({
  name: 'BankAccount',
  description: 'One of the firm’s bank accounts whose statements staff import; never its full number',
  entity: BankAccount,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The account id', FIRMS),
    name: textField('What the firm calls it, such as FNB cheque', FIRMS),
    bankName: textField('The bank', FIRMS),
    accountLast4: textField('The last 4 digits of its number: an OFX file’s account must end in them', FIRMS),
    csvMapping: customField(csvMappingRecord, () => CsvMappingType, 'How its bank’s CSV export reads; null until set (OFX needs none)', {
      nullable: true,
      ...FIRMS,
    }),
    createdAt: instantField('When it was added', FIRMS),
    updatedAt: instantField('When it was last changed', FIRMS),
  },
  internal: {
    createdById: { privacy: privacy.notPersonal, because: 'the audit log says who added it' },
  },
});
export const bankAccountRecord = restShapeOf(bankAccountDescription);

@RecordObjectType(bankAccountDescription)
export class BankAccountRecordType {}

const INTERNAL = { privacy: privacy.notPersonal } as const;
/*
 * What the depositor wrote: often a client's name and invoice number. The firm's own bank record,
 * kept with the payment it became (a tax record, docs/billing.md#retention); a matched line's text
 * is the payment's reference, which the client's "My data" exports. An unmatched line is no one's yet.
 */
const BANK_TEXT = {
  privacy: privacy.neither(
    'the firm’s own bank statement, kept as a tax record; a matched line’s reference is exported as its payment’s, an unmatched one is no known person’s',
  ),
} as const;

/** A line of an imported statement (/api/bank-statements/lines). */
export const bankStatementLineDescription = describeRecord({
  name: 'BankStatementLine',
  description: 'A line of an imported bank statement: money in or out, and the invoice payment it became, if any',
  entity: BankStatementLine,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The line id', INTERNAL),
    accountId: referenceField('The bank account', { ...INTERNAL, graphqlEdge: 'account' }),
    postedOn: dayField('The day the bank posted it (YYYY-MM-DD, SAST)', INTERNAL),
    amountCents: integerField('Signed cents: money in positive, money out negative', INTERNAL),
    reference: textField('The reference the bank gives (OFX NAME, or the mapped CSV columns)', BANK_TEXT),
    description: textField('The rest of what the bank says of it', BANK_TEXT),
    externalId: textField('The bank’s id of the line (fitid:…, id:…) or a digest of it (sha256:…): the same line is kept once', INTERNAL),
    status: choiceField(bankLineStatusValues, BankLineStatusKind, 'unmatched, matched or ignored', INTERNAL),
    paymentId: referenceField('The payment it became; null until matched', { nullable: true, ...INTERNAL, graphqlEdge: 'payment' }),
    invoiceId: referenceField('The invoice it paid; null until matched', { nullable: true, ...INTERNAL, graphqlEdge: 'invoice' }),
    matchedById: referenceField('Who matched it (the importer when matched on import)', {
      nullable: true,
      ...INTERNAL,
      graphqlEdge: 'matchedBy',
    }),
    matchedAt: instantField('When it was matched', { nullable: true, ...INTERNAL }),
    importedById: referenceField('Who imported it', { nullable: true, ...INTERNAL, graphqlEdge: 'importedBy' }),
    importedAt: instantField('When it was imported', INTERNAL),
    updatedAt: instantField('When it last changed: imported, matched, ignored or restored', INTERNAL),
    suggestedInvoiceIds: customField(
      z.array(z.string().max(RECORD_ID_LENGTH)).max(MAX_SUGGESTED_INVOICES),
      () => [String],
      'Open invoices it may pay: those whose number it names, then those owed exactly its amount; none unless unmatched money in',
      { computedBy: 'bank-statements.service.ts, from the open invoices the viewer bills', graphqlEdge: 'suggestions' },
    ),
  },
  internal: {
    createdAt: { privacy: privacy.notPersonal, because: 'importedAt says when it came' },
  },
});
export const bankStatementLineRecord = restShapeOf(bankStatementLineDescription);

@RecordObjectType(bankStatementLineDescription)
export class BankStatementLineType {}

const IMPORTED = { computedBy: 'bank-statements.service.ts, from the file' } as const;

/** A row of the file left out. */
export const refusedRowDescription = describeRecord({
  name: 'BankStatementRefusedRow',
  description: 'A row of a statement file left out, and why',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    row: integerField('The row of the CSV file (counting every row), or the transaction’s place in the OFX (from 1)', IMPORTED),
    // A mapping's column, or an OFX element (DTPOSTED, TRNAMT), shorter.
    column: textField('The column (as the mapping names it) or OFX element at fault', { ...IMPORTED, maxLength: CSV_COLUMN_MAX_LENGTH }),
    message: textField('What is wrong with it', { ...IMPORTED, maxLength: REFUSED_ROW_MESSAGE_MAX_LENGTH }),
  },
});
export const refusedRowRecord = restShapeOf(refusedRowDescription);

@RecordObjectType(refusedRowDescription)
export class BankStatementRefusedRowType {}

/** What an import came to (POST /api/bank-statements/{accountId}/import). */
export const statementImportDescription = describeRecord({
  name: 'BankStatementImport',
  description: 'What importing a statement came to',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    format: customField(z.enum(['ofx', 'csv']), () => String, 'ofx or csv, as told from the content', IMPORTED),
    newLines: integerField('Lines kept now', IMPORTED),
    skippedLines: integerField('Lines imported before, left as they were', IMPORTED),
    matchedLines: integerField('New lines matched to an invoice at once', IMPORTED),
    unmatchedLines: integerField('New lines left for a person to match or ignore', IMPORTED),
    refusedRows: customField(
      z.array(refusedRowRecord).max(MAX_STATEMENT_ROWS),
      () => [BankStatementRefusedRowType],
      'Rows left out, with their reasons',
      IMPORTED,
    ),
  },
});
export const statementImportRecord = restShapeOf(statementImportDescription);

@RecordObjectType(statementImportDescription)
export class BankStatementImportType {}
