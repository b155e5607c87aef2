import { z } from 'zod';
import { day } from '../input-parts';
import { addDays } from '../tax-calendar/calendar-days';

/*
 * What staff send for the receivables views (docs/billing.md#receivables-ageing and
 * #exporting-to-sage-or-xero): the day an ageing stands on, and the days and format of an export.
 */

/** The formats the accounting export writes. */
export const accountingExportFormatValues = ['xero', 'sage'] as const;
export type AccountingExportFormat = (typeof accountingExportFormatValues)[number];

/** The longest export, in days from `from` to `to` (a leap year). */
export const MAX_EXPORT_DAYS = 366;

/** The revenue account each format codes lines to unless staff name another. */
export const defaultAccountCodes: Record<AccountingExportFormat, string> = { xero: '200', sage: '4000' };

/** An account code as both products write them: letters, digits, dots and dashes, at most 10. */
const ACCOUNT_CODE = /^[A-Za-z0-9.-]{1,10}$/;
const ACCOUNT_CODE_MAX_LENGTH = 10;

/** The ageing's day: today when left out (`today` is SAST), never after today. */
export const ageingInputSchema = (today: string) =>
  z.object({
    asOf: day('As of')
      .nullish()
      .transform((value) => value || today)
      .refine((value) => value <= today, 'As of must not be in the future'),
  });

/** An export's fields as sent: the format, the first and last day (SAST, both included), and the revenue account. */
export const accountingExportFields = z.object({
  format: z.enum(accountingExportFormatValues, 'Format must be xero or sage'),
  from: day('From'),
  to: day('To'),
  accountCode: z
    .string('Account code must be text')
    .trim()
    .max(ACCOUNT_CODE_MAX_LENGTH, { message: 'Account code must be 1 to 10 letters, digits, dots or dashes', abort: true })
    .refine((value) => value === '' || ACCOUNT_CODE.test(value), 'Account code must be 1 to 10 letters, digits, dots or dashes')
    .nullish()
    .transform((value) => value || null),
});

/** An export: its fields, the days in order and at most MAX_EXPORT_DAYS, and the format's own account when none is named. */
export const accountingExportSchema = accountingExportFields
  .superRefine((values, context) => {
    if (values.from > values.to) context.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (addDays(values.from, MAX_EXPORT_DAYS - 1) < values.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: `Export at most ${MAX_EXPORT_DAYS} days at a time` });
    }
  })
  .transform((values) => ({ ...values, accountCode: values.accountCode ?? defaultAccountCodes[values.format] }));
