import { z } from 'zod';
import { invoiceLineSchema } from './invoice-line-input';

/*
 * A fee schedule (docs/billing.md#fees-that-bill-themselves): what an engagement letter template
 * charges, copied into each letter sent from it. When the client signs the letter, the engagement's
 * billing plan starts from the letter's copy: the once-off lines are invoiced at once, the monthly
 * retainer's lines on the plan's day of each month, and the per-return lines for each of the
 * engagement's returns as its job is filed (reaches Submitted or Done).
 */

export const MAX_FEE_LINES = 20;
/** Every month has it: the 29th to the 31st would skip February. */
export const LAST_BILLING_DAY = 28;

const feeLines = (label: string) =>
  z
    .array(invoiceLineSchema, `${label} must be a list`)
    .max(MAX_FEE_LINES, `${label}: at most ${MAX_FEE_LINES} lines`)
    .nullish()
    .transform((lines) => lines ?? []);

export const feeScheduleSchema = z
  .strictObject({
    /** Invoiced once, when the letter is signed. */
    onceLines: feeLines('Once-off fees'),
    /** Invoiced every month on `dayOfMonth`, from the first such day on or after the signing. */
    monthlyLines: feeLines('Monthly fees'),
    /** Invoiced for each of the engagement's jobs that reaches Submitted (or Done) while the plan bills. */
    perReturnLines: feeLines('Fees per return'),
    dayOfMonth: z
      .number('Day of the month must be a whole number from 1 to 28')
      .int('Day of the month must be a whole number from 1 to 28')
      .min(1, 'Day of the month must be a whole number from 1 to 28')
      .max(LAST_BILLING_DAY, 'Day of the month must be a whole number from 1 to 28')
      .meta({ format: 'int32' })
      .nullish()
      .transform((day) => day ?? 1),
    /** Each invoice waits as a draft for staff to check and issue, instead of being issued at once. */
    reviewFirst: z
      .boolean('Review first must be true or false')
      .nullish()
      .transform((review) => review ?? true),
  })
  .refine((schedule) => schedule.onceLines.length + schedule.monthlyLines.length + schedule.perReturnLines.length > 0, {
    path: ['onceLines'],
    message: 'Add at least one fee: once-off, monthly or per return',
  });

/** A fee schedule as kept: lines in thousandths and cents, as invoices keep them before pricing. */
export type FeeSchedule = z.output<typeof feeScheduleSchema>;

const RETURN_PERIOD = 'return:';

/** The billing plan's period a return's fee is claimed by: one per job, however often it is filed. */
export const returnPeriod = (jobId: string) => `${RETURN_PERIOD}${jobId}`;

/** Whether a billing plan's period is a return's (not `once` or a month's). */
export const isReturnPeriod = (period: string) => period.startsWith(RETURN_PERIOD);
