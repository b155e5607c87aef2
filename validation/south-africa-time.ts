/**
 * The firm's clock. South Africa keeps one offset all year (SAST, UTC+2, no daylight saving), so
 * a calendar day and a wall-clock time in Johannesburg map to exactly one instant and back with
 * plain arithmetic: no time-zone database, and the same answer in a browser in London, a server
 * in UTC and a test runner anywhere.
 *
 * Free of zod on purpose: pages that only need the date need not load the validator.
 */
export const SAST_OFFSET_MINUTES = 120;
const SAST_OFFSET_MS = SAST_OFFSET_MINUTES * 60 * 1000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
// RFC 3339's profile of an ISO 8601 date-time: the offset is required, since a time without one
// names no instant and could fall on a different day in Johannesburg than its writer meant.
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/i;

/** "today" as the firm reads it: the SAST calendar day of `now`, as YYYY-MM-DD. */
export function todayInSouthAfrica(now: Date): string {
  return southAfricanDateAndTime(now).date;
}

/** Whether `value` is a real calendar day written as YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Whether `value` is a 24-hour clock time written as HH:MM. */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/**
 * The instant at which the clocks in Johannesburg show `time` (HH:MM) on `date` (YYYY-MM-DD):
 * "2026-05-12" and "10:00" is 08:00 UTC. Null when either is not a real date or time.
 */
export function southAfricanInstant(date: string, time: string): Date | null {
  if (!isCalendarDate(date) || !isClockTime(time)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - SAST_OFFSET_MS);
}

/** The SAST calendar day (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant. */
export function southAfricanDateAndTime(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + SAST_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * The SAST calendar day a value names, as YYYY-MM-DD: a plain date is that day; an ISO 8601
 * date-time with an offset ("2026-12-01T23:30:00-01:00") is the day the clocks in Johannesburg
 * show at that instant ("2026-12-02"). Null when the value is neither, or names a day or time
 * that does not exist.
 */
export function southAfricanDayOf(value: string): string | null {
  if (DATE_PATTERN.test(value)) return isCalendarDate(value) ? value : null;
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [, date, hourText, minuteText, secondText = '00', zone, sign, offsetHourText, offsetMinuteText] = match;
  const [hour, minute, second] = [hourText, minuteText, secondText].map(Number);
  if (!isCalendarDate(date) || hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const [offsetHours, offsetRest] = [Number(offsetHourText), Number(offsetMinuteText)];
    if (offsetHours > 23 || offsetRest > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetRest);
  }
  const [year, month, day] = date.split('-').map(Number);
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60 * 1000;
  return southAfricanDateAndTime(new Date(instant)).date;
}
