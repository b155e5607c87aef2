import { z } from 'zod';
import { asDay } from '../input-parts';
import { isVatNumber, normaliseVatNumber } from './vat';

/*
 * What an administrator keeps about the firm for its invoices (docs/billing.md#billing-settings):
 * who the supplier is (section 20(4) of the VAT Act asks for its name, address and VAT number),
 * where a client pays by EFT, how documents are numbered and when an invoice is due; and the VAT
 * rate as data, each change a new rate from a day on.
 */

export const bankAccountTypeValues = ['cheque', 'savings', 'transmission'] as const;
export type BankAccountType = (typeof bankAccountTypeValues)[number];

export const ADDRESS_MAX_LINES = 6;
/** The lines the address field may send, blank ones (dropped) included. */
const ADDRESS_MAX_SENT_LINES = 20;
export const ADDRESS_LINE_MAX_LENGTH = 120;
export const NUMBER_PREFIX_MAX_LENGTH = 10;
export const MAX_NUMBER_DIGITS = 10;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** 10 digits, with room for the spaces people type between groups (the column keeps the digits). */
const VAT_NUMBER_MAX_LENGTH = 20;

/** "INV-00042": a document's number, its serial padded to at least `digits`. */
export function documentNumber(prefix: string, digits: number, serial: number): string {
  return `${prefix}${String(serial).padStart(digits, '0')}`;
}

const text = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Text that may be left empty: empty, null or left out is none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const prefix = (label: string, fallback: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(NUMBER_PREFIX_MAX_LENGTH, `${label} must be at most ${NUMBER_PREFIX_MAX_LENGTH} characters`)
    .regex(/^[A-Z0-9/-]*$/, `${label} may hold capital letters, digits, - and / only`)
    .default(fallback);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max}`)
    .meta({ format: 'int32' });

/** The bank details a client pays into by EFT: all four, or none (the firm takes no EFT). */
const bankFields = {
  bankName: ['Bank', 'Enter the bank’s name'],
  accountHolder: ['Account holder', 'Enter the account holder'],
  accountNumber: ['Account number', 'Enter the account number'],
  branchCode: ['Branch code', 'Enter the branch code'],
} as const;

export const billingSettingsSchema = z
  .strictObject({
    registeredName: text('Registered name', 200),
    addressLines: z
      .array(
        z
          .string('Each address line must be text')
          .trim()
          .max(ADDRESS_LINE_MAX_LENGTH, `Each address line must be at most ${ADDRESS_LINE_MAX_LENGTH} characters`),
        'Address must be a list of lines',
      )
      .max(ADDRESS_MAX_SENT_LINES, `Address must be at most ${ADDRESS_MAX_LINES} lines`)
      .transform((lines) => lines.filter(Boolean))
      .pipe(z.array(z.string()).min(1, 'Enter the address').max(ADDRESS_MAX_LINES, `Address must be at most ${ADDRESS_MAX_LINES} lines`)),
    vatNumber: z
      .string('VAT number must be text')
      .max(VAT_NUMBER_MAX_LENGTH, `VAT number must be at most ${VAT_NUMBER_MAX_LENGTH} characters`)
      .nullish()
      .transform((value) => (value ? normaliseVatNumber(value) : null))
      .refine((value) => value === null || isVatNumber(value), 'VAT number must be 10 digits beginning with 4'),
    registrationNumber: optionalText('Registration number', 40),
    email: optionalText('Billing e-mail', 254).refine(
      (value) => value === null || z.email().safeParse(value).success,
      'Billing e-mail must be an e-mail address',
    ),
    phone: optionalText('Billing telephone', 40),
    bankName: optionalText('Bank', 80),
    accountHolder: optionalText('Account holder', 120),
    accountNumber: optionalText('Account number', 20)
      .transform((value) => value?.replace(/\s/g, '') ?? null)
      .refine((value) => value === null || /^\d{6,16}$/.test(value), 'Account number must be 6 to 16 digits'),
    branchCode: optionalText('Branch code', 10)
      .transform((value) => value?.replace(/\s/g, '') ?? null)
      .refine((value) => value === null || /^\d{6}$/.test(value), 'Branch code must be 6 digits'),
    accountType: z
      .enum(bankAccountTypeValues, 'Account type must be cheque, savings or transmission')
      .nullish()
      .transform((value) => value ?? null),
    invoicePrefix: prefix('Invoice prefix', 'INV-'),
    creditNotePrefix: prefix('Credit note prefix', 'CN-'),
    numberDigits: wholeNumber('Number width', 1, MAX_NUMBER_DIGITS).default(5),
    paymentTermsDays: wholeNumber('Payment terms', 0, MAX_PAYMENT_TERMS_DAYS).default(30),
  })
  .superRefine((values, context) => {
    const given = Object.keys(bankFields).filter((name) => values[name as keyof typeof bankFields] !== null);
    if (given.length > 0) {
      for (const [name, [, missing]] of Object.entries(bankFields)) {
        if (values[name as keyof typeof bankFields] === null) context.addIssue({ code: 'custom', path: [name], message: missing });
      }
    }
    if (values.invoicePrefix === values.creditNotePrefix) {
      context.addIssue({ code: 'custom', path: ['creditNotePrefix'], message: 'Credit note prefix must differ from the invoice prefix' });
    }
  });
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
export type BillingSettingsValues = z.output<typeof billingSettingsSchema>;

/** Every field of the settings, in the form's order. */
export const billingSettingsFieldNames = Object.keys(billingSettingsSchema.shape) as (keyof BillingSettingsValues)[];

/** The most a VAT rate may be, in basis points (100 %). */
const MAX_BASIS_POINTS = 10_000;
/** "100.00": the longest rate written. */
const RATE_MAX_LENGTH = 6;
const RATE_MESSAGE = 'Rate must be a percentage from 0 to 100 with at most 2 decimals';
const rateText = z.string().trim().max(RATE_MAX_LENGTH, RATE_MESSAGE);

/** A new VAT rate from a day on: "15" or "15.5" per cent, as typed or sent. */
export const vatRateSchema = z.strictObject({
  percent: z.union([rateText, z.number()], 'Rate must be a percentage such as 15 or 15.5').transform((value, context) => {
    const text = String(value).trim();
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match || basisPoints > MAX_BASIS_POINTS) {
      context.addIssue({ code: 'custom', message: RATE_MESSAGE });
      return z.NEVER;
    }
    return basisPoints;
  }),
  appliesFrom: asDay(z.string('Applies from is required').trim(), 'Applies from must be a date written YYYY-MM-DD'),
});
export type VatRateInput = z.input<typeof vatRateSchema>;
