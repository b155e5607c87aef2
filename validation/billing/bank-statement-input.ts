import { z } from 'zod';
import { optionalChoice, optionalId, requiredId } from '../input-parts';

/*
 * What is sent about the firm's bank accounts and their statements (docs/billing.md#bank-statements):
 * an account with the CSV mapping its bank's export needs, the lines' filters, and a line matched
 * to an invoice. Shared by the api and the portal's form.
 */

/** How a statement's day is written in a CSV export. */
export const csvDateFormatValues = ['YYYY-MM-DD', 'DD/MM/YYYY', 'YYYYMMDD', 'DD MMM YYYY'] as const;
export type CsvDateFormat = (typeof csvDateFormatValues)[number];

export const csvDecimalSeparatorValues = ['.', ','] as const;

/** Where a line stands: not yet anyone's, matched to an invoice's payment, or set aside as no client's payment. */
export const bankLineStatusValues = ['unmatched', 'matched', 'ignored'] as const;
export type BankLineStatus = (typeof bankLineStatusValues)[number];

export const BANK_ACCOUNT_NAME_MAX_LENGTH = 100;
export const CSV_COLUMN_MAX_LENGTH = 100;
export const CSV_MAX_JOINED_COLUMNS = 5;
export const CSV_MAX_SKIP_ROWS = 50;

const COLUMN_MESSAGE = 'Name the column by its header or its position (1 for the first)';

/** A column of the CSV: its header's name, or its 1-based position written as digits. */
const column = (label: string) =>
  z
    .string(`${label}: ${COLUMN_MESSAGE}`)
    .trim()
    .min(1, `${label}: ${COLUMN_MESSAGE}`)
    .max(CSV_COLUMN_MAX_LENGTH, `${label} must be at most ${CSV_COLUMN_MAX_LENGTH} characters`)
    .refine((value) => !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= 1000), `${label}: a position is 1 to 1000`);
const optionalColumn = (label: string) =>
  z
    .string(`${label}: ${COLUMN_MESSAGE}`)
    .trim()
    .max(CSV_COLUMN_MAX_LENGTH, `${label} must be at most ${CSV_COLUMN_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null)
    .pipe(column(label).nullable());
const columns = (label: string, least: number) =>
  z
    .array(column(label), `${label}: list the columns`)
    .min(least, `${label}: name at least one column`)
    .max(CSV_MAX_JOINED_COLUMNS, `${label}: at most ${CSV_MAX_JOINED_COLUMNS} columns`);

/**
 * Which column of a bank's CSV export holds what. The amount is one signed column (money in
 * positive), or a credit column and a debit column; the reference is one or more columns joined.
 */
export const csvMappingSchema = z
  .strictObject({
    skipRows: z
      .int('Rows to skip must be a whole number')
      .min(0, 'Rows to skip cannot be below 0')
      .max(CSV_MAX_SKIP_ROWS, `Rows to skip must be at most ${CSV_MAX_SKIP_ROWS}`)
      .meta({ format: 'int32' })
      .nullish()
      .transform((value) => value ?? 0),
    dateColumn: column('Date column'),
    dateFormat: z.enum(csvDateFormatValues, `Date format must be one of ${csvDateFormatValues.join(', ')}`),
    amountColumn: optionalColumn('Amount column'),
    creditColumn: optionalColumn('Credit column'),
    debitColumn: optionalColumn('Debit column'),
    referenceColumns: columns('Reference columns', 1),
    descriptionColumns: columns('Description columns', 0)
      .nullish()
      .transform((value) => value ?? []),
    idColumn: optionalColumn('Id column'),
    decimalSeparator: z
      .enum(csvDecimalSeparatorValues, 'Decimal separator must be . or ,')
      .nullish()
      .transform((value) => value ?? '.'),
  })
  .superRefine((mapping, context) => {
    const split = mapping.creditColumn !== null || mapping.debitColumn !== null;
    if (mapping.amountColumn !== null && split) {
      context.addIssue({
        code: 'custom',
        path: ['amountColumn'],
        message: 'Give one amount column, or credit and debit columns, not both',
      });
    } else if (mapping.amountColumn === null && !split) {
      context.addIssue({ code: 'custom', path: ['amountColumn'], message: 'Name the amount column, or the credit and debit columns' });
    } else if (split && mapping.creditColumn === null) {
      context.addIssue({ code: 'custom', path: ['creditColumn'], message: 'Name the credit column as well as the debit column' });
    } else if (split && mapping.debitColumn === null) {
      context.addIssue({ code: 'custom', path: ['debitColumn'], message: 'Name the debit column as well as the credit column' });
    }
  });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** One of the firm's bank accounts, as an administrator keeps it: never the full account number. */
export const bankAccountSchema = z.strictObject({
  name: z
    .string('Name must be text')
    .trim()
    .min(1, 'Name the account, such as FNB cheque')
    .max(BANK_ACCOUNT_NAME_MAX_LENGTH, `Name must be at most ${BANK_ACCOUNT_NAME_MAX_LENGTH} characters`),
  bankName: z
    .string('Bank must be text')
    .trim()
    .min(1, 'Name the bank')
    .max(BANK_ACCOUNT_NAME_MAX_LENGTH, `Bank must be at most ${BANK_ACCOUNT_NAME_MAX_LENGTH} characters`),
  accountLast4: z
    .string('Last 4 digits must be text')
    .trim()
    .max(4, { message: 'Give the last 4 digits of the account number, never the whole number', abort: true })
    .regex(/^\d{4}$/, 'Give the last 4 digits of the account number, never the whole number'),
  csvMapping: csvMappingSchema.nullish().transform((value) => value ?? null),
});

/** The lines' filters. */
export const bankLineFilterSchema = z.object({
  accountId: optionalId('Account'),
  status: optionalChoice(bankLineStatusValues, 'Status must be unmatched, matched or ignored'),
});

/** A line matched to an issued invoice by hand. */
export const matchBankLineSchema = z.strictObject({
  lineId: requiredId('Choose the statement line'),
  invoiceId: requiredId('Choose the invoice paid'),
});
