import { z } from 'zod';
import { asDay } from './input-parts';

/*
 * What administrators enter for the tax calendar (docs/tax-calendar.md): a declared public holiday,
 * a deadline SARS extended, a filing season SARS announced. The rules themselves are in
 * validation/tax-calendar/.
 */

/** ITR12: the individual filing season; EMP501: the employer reconciliation windows. */
export const filingSeasonKindValues = ['itr12', 'emp501-interim', 'emp501-annual'] as const;
export type FilingSeasonKindValue = (typeof filingSeasonKindValues)[number];

export const HOLIDAY_NAME_MAX_LENGTH = 120;
export const OVERRIDE_REASON_MAX_LENGTH = 500;
/** How far from today a calendar may be asked for at once, in days (about two years). */
export const CALENDAR_MAX_DAYS = 800;

const calendarDate = (label: string) => asDay(z.string(`${label} is required`).trim(), `${label} must be a date written YYYY-MM-DD`);

export const declareHolidaySchema = z.strictObject({
  date: calendarDate('Date'),
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(HOLIDAY_NAME_MAX_LENGTH, `Name must be at most ${HOLIDAY_NAME_MAX_LENGTH} characters`),
});
export type DeclareHolidayValues = z.infer<typeof declareHolidaySchema>;

export const deadlineOverrideSchema = z.strictObject({
  dueDate: calendarDate('Due date'),
  reason: z
    .string('Reason is required')
    .trim()
    .min(1, 'Say why the date moved, as SARS announced it')
    .max(OVERRIDE_REASON_MAX_LENGTH, `Reason must be at most ${OVERRIDE_REASON_MAX_LENGTH} characters`),
});
export type DeadlineOverrideValues = z.infer<typeof deadlineOverrideSchema>;

export const filingSeasonSchema = z
  .strictObject({
    opens: calendarDate('Opens'),
    closes: calendarDate('Closes'),
    provisionalCloses: calendarDate('Provisional taxpayers close').nullable().optional(),
  })
  .refine((season) => season.closes >= season.opens, { path: ['closes'], message: 'Closes must be on or after the day it opens' })
  .refine((season) => !season.provisionalCloses || season.provisionalCloses >= season.opens, {
    path: ['provisionalCloses'],
    message: 'Provisional taxpayers close must be on or after the day it opens',
  });
export type FilingSeasonValues = z.infer<typeof filingSeasonSchema>;

export const calendarRangeSchema = z
  .strictObject({ from: calendarDate('From'), to: calendarDate('To') })
  .refine((range) => range.to >= range.from, { path: ['to'], message: 'To must be on or after From' })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CALENDAR_MAX_DAYS, {
    path: ['to'],
    message: `Ask for at most ${CALENDAR_MAX_DAYS} days at once`,
  });
