import { z } from 'zod';
import { isVatNumber, normaliseVatNumber } from './billing/vat';
import { NUMBER_TEXT_MAX_LENGTH } from './input-parts';

/**
 * The profile and company forms (docs/product.md#profile, docs/product.md#users-record,
 * docs/product.md#companies-record, docs/product.md#company-fields).
 * Lengths are the columns' own, so an over-long value is a field error and never a database
 * error. Optional text: left out means "leave as it is", blank or null means "clear it".
 */

/** Offered as suggestions on the province field; any other text is accepted (clients abroad). */
export const southAfricanProvinces = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

/**
 * A user cannot edit their own email (docs/product.md#who-may-do-what); the server refuses an
 * attempt to change it.
 */
export const EMAIL_CANNOT_CHANGE_MESSAGE = 'Your email address cannot be changed here';

export const PROFILE_ADDRESS_MAX_LENGTH = 1000;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;
/** `companies.employees` is a signed 32-bit integer column. */
export const MAX_EMPLOYEES = 2_147_483_647;
/** `companies.annualRevenue` is decimal(12,2): ten digits of rand and two of cents. */
export const MAX_ANNUAL_REVENUE = 9_999_999_999.99;

const PHONE_MESSAGE = 'Please enter a valid phone number';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const WEBSITE_MESSAGE = 'Please enter a valid website address, e.g. https://www.example.co.za';

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish().transform(blankToNull);

/** Digits with the usual separators (+27 82 555 0101, (011) 555-0140): 7 to 15 digits as E.164 allows. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const optionalPhone = z
  .string(PHONE_MESSAGE)
  .trim()
  .max(20, 'Phone number must be at most 20 characters')
  // An over-long value already has its message; one message per field reads better.
  .refine((value) => value === '' || value.length > 20 || isPhoneNumber(value), PHONE_MESSAGE)
  .nullish()
  .transform(blankToNull);

const optionalEmail = z
  .string(EMAIL_MESSAGE)
  .trim()
  .max(255, 'Email must be at most 255 characters')
  .refine((value) => value === '' || value.length > 255 || z.email().safeParse(value).success, EMAIL_MESSAGE)
  .nullish()
  .transform(blankToNull);

const websiteUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * "www.example.co.za" is how people write a website: without a scheme it is taken as https.
 * Only http and https addresses of a real domain are accepted.
 */
export function normaliseWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

const optionalWebsite = z
  .string(WEBSITE_MESSAGE)
  .max(255, 'Website must be at most 255 characters')
  .transform(normaliseWebsite)
  .pipe(
    z
      .string()
      .max(255, 'Website must be at most 255 characters')
      .refine((value) => value === '' || value.length > 255 || websiteUrl.safeParse(value).success, WEBSITE_MESSAGE),
  )
  .nullish()
  .transform(blankToNull);

/**
 * A number as typed: "1 500 000", "1,500,000" and "1500000.50" all read as numbers; blank or
 * null is 0 (docs/product.md#company-fields); anything else is NaN, which the checks refuse.
 */
export function readNumber(value: string | number | null): number {
  if (value === null) return 0;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\u00a0/g, ' ');
  if (text === '') return 0;
  const grouped = /^-?\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?$/.test(text);
  const plain = /^-?\d+(?:\.\d+)?$/.test(text);
  if (!grouped && !plain) return Number.NaN;
  return Number(text.replace(/[ ,]/g, ''));
}

const numberInput = (label: string, check: z.ZodNumber) =>
  z
    .union(
      [z.number(), z.string().max(NUMBER_TEXT_MAX_LENGTH, `${label} must be at most ${NUMBER_TEXT_MAX_LENGTH} characters`)],
      'Enter a number',
    )
    .nullish()
    .transform((value) => (value === undefined ? undefined : readNumber(value)))
    .pipe(check.optional());

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const employees = numberInput(
  'Number of employees',
  z
    .number('Number of employees must be a whole number')
    .int('Number of employees must be a whole number')
    .min(0, 'Number of employees cannot be negative')
    .max(MAX_EMPLOYEES, 'Number of employees is too large'),
);

const annualRevenue = numberInput(
  'Annual revenue',
  z
    .number('Annual revenue must be an amount in rand, e.g. 1500000.00')
    .min(0, 'Annual revenue cannot be negative')
    .max(MAX_ANNUAL_REVENUE, 'Annual revenue must be at most R9 999 999 999.99')
    .refine(hasAtMostTwoDecimals, 'Annual revenue can have at most 2 decimal places (cents)'),
);

/** PUT /api/profile and updateProfile: the viewer's own personal details (never the email). */
export const profileSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  phone: optionalPhone,
  address: optionalText('Address', PROFILE_ADDRESS_MAX_LENGTH),
  city: optionalText('City', 100),
  province: optionalText('Province', 100),
  postalCode: optionalText('Postal code', 20),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
export const profileFields = ['firstName', 'lastName', 'phone', 'address', 'city', 'province', 'postalCode'] as const;

/** POST/PUT /api/company and saveCompany: the Company fields of docs/product.md#screen-shapes. */
export const companySchema = z.object({
  name: requiredText('Company name', 255),
  registrationNumber: optionalText('Registration number', 100),
  taxNumber: optionalText('Tax number', 100),
  vatNumber: optionalText('VAT number', 20)
    .transform((value) => (typeof value === 'string' ? normaliseVatNumber(value) : value))
    .refine((value) => typeof value !== 'string' || isVatNumber(value), 'VAT number must be 10 digits beginning with 4'),
  industry: optionalText('Industry', 100),
  employees,
  annualRevenue,
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalWebsite,
  description: optionalText('Description', COMPANY_DESCRIPTION_MAX_LENGTH),
});

export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;
export const companyFields = [
  'name',
  'registrationNumber',
  'taxNumber',
  'vatNumber',
  'industry',
  'employees',
  'annualRevenue',
  'phone',
  'email',
  'website',
  'description',
] as const;
