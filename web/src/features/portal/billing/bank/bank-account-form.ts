import type { FieldErrors, Resolver } from 'react-hook-form';
import { bankAccountSchema, csvDateFormatValues } from '@validation/billing/bank-statement-input';
import type { BankAccountFieldsFragment, BankAccountInput } from '../../../../graphql/generated';

/*
 * The bank account form (docs/billing.md#bank-statements): the account, and how its bank's CSV
 * export reads, as an administrator types it. Checked by the schema the server uses, so each
 * message is the server's own beneath its field; the server's own refusals land there too.
 */

export interface BankAccountForm {
  name: string;
  bankName: string;
  accountLast4: string;
  /** OFX needs no mapping; a CSV export does. */
  readsCsv: boolean;
  skipRows: string;
  dateColumn: string;
  dateFormat: (typeof csvDateFormatValues)[number];
  /** One signed amount column, or credit and debit columns. */
  amountKind: 'signed' | 'split';
  amountColumn: string;
  creditColumn: string;
  debitColumn: string;
  /** Columns joined, typed with commas between them: "Reference, Description". */
  referenceColumns: string;
  descriptionColumns: string;
  idColumn: string;
  decimalSeparator: '.' | ',';
}

const list = (typed: string) =>
  typed
    .split(',')
    .map((column) => column.trim())
    .filter(Boolean);

/** The form as it opens: the account as kept, or a new one with a usual export's mapping. */
export function bankAccountForm(account: BankAccountFieldsFragment | null): BankAccountForm {
  const mapping = account?.csvMapping;
  return {
    name: account?.name ?? '',
    bankName: account?.bankName ?? '',
    accountLast4: account?.accountLast4 ?? '',
    readsCsv: !account || !!mapping,
    skipRows: String(mapping?.skipRows ?? 0),
    dateColumn: mapping?.dateColumn ?? 'Date',
    dateFormat: (mapping?.dateFormat as BankAccountForm['dateFormat']) ?? 'YYYY-MM-DD',
    amountKind: mapping && !mapping.amountColumn ? 'split' : 'signed',
    amountColumn: mapping?.amountColumn ?? 'Amount',
    creditColumn: mapping?.creditColumn ?? '',
    debitColumn: mapping?.debitColumn ?? '',
    referenceColumns: mapping?.referenceColumns.join(', ') ?? 'Reference',
    descriptionColumns: mapping?.descriptionColumns.join(', ') ?? 'Description',
    idColumn: mapping?.idColumn ?? '',
    decimalSeparator: mapping?.decimalSeparator === ',' ? ',' : '.',
  };
}

/** What the server is sent, before the shared schema checks it. */
export function bankAccountInputOf(form: BankAccountForm): BankAccountInput {
  const split = form.amountKind === 'split';
  return {
    name: form.name,
    bankName: form.bankName,
    accountLast4: form.accountLast4,
    csvMapping: form.readsCsv
      ? {
          skipRows: /^\d+$/.test(form.skipRows.trim()) ? Number(form.skipRows) : -1,
          dateColumn: form.dateColumn,
          dateFormat: form.dateFormat,
          amountColumn: split ? null : form.amountColumn,
          creditColumn: split ? form.creditColumn : null,
          debitColumn: split ? form.debitColumn : null,
          referenceColumns: list(form.referenceColumns),
          descriptionColumns: list(form.descriptionColumns),
          idColumn: form.idColumn || null,
          decimalSeparator: form.decimalSeparator,
        }
      : null,
  };
}

const formFields = [
  'name',
  'bankName',
  'accountLast4',
  'skipRows',
  'dateColumn',
  'dateFormat',
  'amountColumn',
  'creditColumn',
  'debitColumn',
  'referenceColumns',
  'descriptionColumns',
  'idColumn',
  'decimalSeparator',
] as const;
export type BankAccountFormField = (typeof formFields)[number];

/** The form's field a path of the schema's or the server's answer names ("csvMapping.referenceColumns.0"), or undefined. */
export function formFieldOf(path: string): BankAccountFormField | undefined {
  const [first, second] = path.split('.');
  const name = first === 'csvMapping' ? second : first;
  return formFields.find((field) => field === name);
}

/** react-hook-form's resolver over the shared schema: the values sent when they pass, else each message under its field. */
export const bankAccountResolver: Resolver<BankAccountForm, unknown, BankAccountInput> = (form) => {
  const input = bankAccountInputOf(form);
  const checked = bankAccountSchema.safeParse(input);
  if (checked.success) return { values: input, errors: {} };
  const errors: FieldErrors<BankAccountForm> = {};
  for (const issue of checked.error.issues) {
    const field = formFieldOf(issue.path.join('.')) ?? 'name';
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
