import type { z } from 'zod';
import { exampleIds } from '../../../http/openapi/example-values';
import type { bankAccountRecord, bankStatementLineRecord, statementImportRecord } from './bank-statements.record';
import type { bankAccountSchema, matchBankLineSchema } from '../../../../../validation/billing/bank-statement-input';

/*
 * The firm's FNB cheque account (the one its invoices ask clients to pay into, its number ending
 * in 1234) and the statement line of the client's EFT, as the OpenAPI examples show them. On
 * 24 November the advisor imported the account's CSV export; the line of the 23rd named INV-00042
 * and was less than was owed on it, so it was matched at once and became the client's EFT payment
 * (payments.examples.ts).
 */

const accountId = '7d8e9fa0-b1c2-4d3e-8f4a-5b6c7d8e9f01';
/** The line's id: its payment keeps it as its provider id (bank:<id>), so one line pays once. */
export const exampleBankLineId = 'e1f2a3b4-c5d6-4e7f-9a8b-0c1d2e3f4a5b';
/** When the statement was imported and the line matched: one request. */
const importedAt = '2026-11-24T06:45:10.000Z';

/** POST and PUT /api/bank-statements/accounts: a CSV with a header row, one signed amount column; the rest left to their defaults. */
export const bankAccountInputExample: z.input<typeof bankAccountSchema> = {
  name: 'FNB cheque',
  bankName: 'FNB',
  accountLast4: '1234',
  csvMapping: {
    dateColumn: 'Date',
    dateFormat: 'DD/MM/YYYY',
    amountColumn: 'Amount',
    referenceColumns: ['Reference'],
    descriptionColumns: ['Description'],
  },
};

/** GET /api/bank-statements/accounts: the account as kept, its mapping with the defaults filled in. */
export const bankAccountExample: z.input<typeof bankAccountRecord> = {
  id: accountId,
  name: 'FNB cheque',
  bankName: 'FNB',
  accountLast4: '1234',
  csvMapping: {
    skipRows: 0,
    dateColumn: 'Date',
    dateFormat: 'DD/MM/YYYY',
    amountColumn: 'Amount',
    creditColumn: null,
    debitColumn: null,
    referenceColumns: ['Reference'],
    descriptionColumns: ['Description'],
    idColumn: null,
    decimalSeparator: '.',
  },
  createdAt: '2026-02-16T09:41:27.000Z',
  updatedAt: '2026-02-16T09:41:27.000Z',
};

/** GET /api/bank-statements/lines: the client's R 2 000.00 EFT, matched to her invoice on import. */
export const bankStatementLineExample: z.input<typeof bankStatementLineRecord> = {
  id: exampleBankLineId,
  accountId,
  postedOn: '2026-11-23',
  amountCents: 200_000,
  reference: 'T MOKOENA INV-00042',
  description: 'Inward EFT credit',
  // The CSV gives no id of its own: the SHA-256 of the account, day, amount, texts and occurrence (bank-statements.service.ts).
  externalId: 'sha256:dc4347fe9751edd880d0d66655b7b61cc57b6abcdaa508fe34ed881200b5cd1e',
  status: 'matched',
  paymentId: exampleIds.payment,
  invoiceId: exampleIds.invoice,
  matchedById: exampleIds.advisor,
  matchedAt: importedAt,
  importedById: exampleIds.advisor,
  importedAt,
  updatedAt: importedAt,
  // Suggestions are for unmatched money in only.
  suggestedInvoiceIds: [],
};

/** POST /api/bank-statements/lines/{id}/match: the invoice the line pays. */
export const matchBankLineExample: Pick<z.input<typeof matchBankLineSchema>, 'invoiceId'> = { invoiceId: exampleIds.invoice };

/** POST /api/bank-statements/{accountId}/import: a statement file, sent as the form's one field. */
export const importStatementFormExample = { file: '(the statement file: OFX, or CSV as the account’s mapping reads it)' };

/**
 * The import of 24 November: rows 2 to 11 of the CSV (row 1 its header), two of them imported
 * before, one refused; of the seven new lines two named an open invoice and were matched at once.
 */
export const statementImportExample: z.input<typeof statementImportRecord> = {
  format: 'csv',
  newLines: 7,
  skippedLines: 2,
  matchedLines: 2,
  unmatchedLines: 5,
  refusedRows: [{ row: 7, column: 'Date', message: 'Not a date written DD/MM/YYYY' }],
};

/**
 * POST /api/bank-statements/lines/{id}/match: the same line matched by hand, had its reference not
 * named the invoice ("T MOKOENA" alone, so left unmatched on import; its digest is of that text),
 * twenty minutes after the import. A matched line is suggested no invoice.
 */
export const matchedBankLineExample: z.input<typeof bankStatementLineRecord> = {
  ...bankStatementLineExample,
  reference: 'T MOKOENA',
  externalId: 'sha256:b95722ecce908fe8c28fc5d7410117b0999e10a75210ff7aab92bc05a05fd50a',
  matchedAt: '2026-11-24T07:02:18.000Z',
  updatedAt: '2026-11-24T07:02:18.000Z',
};

/** When the line of the bank's monthly fee was set aside, and when it was taken back. */
const feeIgnoredAt = '2026-11-24T07:05:47.000Z';
const feeRestoredAt = '2026-11-24T07:06:30.000Z';

/**
 * POST /api/bank-statements/lines/{id}/ignore: another line of the same import, the bank's
 * monthly account fee (money out), set aside as no client's payment. Never matched.
 */
export const ignoredBankLineExample: z.input<typeof bankStatementLineRecord> = {
  ...bankStatementLineExample,
  id: 'a3b4c5d6-e7f8-4a9b-8c0d-1e2f3a4b5c6d',
  postedOn: '2026-11-20',
  amountCents: -19_500,
  reference: 'Monthly account fee',
  description: 'Service fees',
  externalId: 'sha256:5af6e3558b9a906f0dd3ccaadc7442aad145a1029af1c7ac0c0273f776c27c78',
  status: 'ignored',
  paymentId: null,
  invoiceId: null,
  matchedById: null,
  matchedAt: null,
  updatedAt: feeIgnoredAt,
  suggestedInvoiceIds: [],
};

/**
 * POST /api/bank-statements/lines/{id}/restore: that line back among the unmatched. Money out is
 * never suggested an invoice.
 */
export const restoredBankLineExample: z.input<typeof bankStatementLineRecord> = {
  ...ignoredBankLineExample,
  status: 'unmatched',
  updatedAt: feeRestoredAt,
};
