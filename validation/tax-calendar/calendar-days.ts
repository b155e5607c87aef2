/**
 * Calendar days and months as the tax calendar writes them: a day is 'YYYY-MM-DD' and a month
 * 'YYYY-MM', both in South African time, with the plain Date.UTC arithmetic of
 * validation/south-africa-time.ts (SAST has one offset all year, so a UTC calendar is the same
 * calendar). Every check names the argument it refuses, since a wrong due date is worse than a
 * thrown error.
 */
import { isCalendarDate } from '../south-africa-time';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The Public Holidays Act 36 of 1994 took effect for 1995: the rules here say nothing of earlier
// years, and four digits keep every date a plain 'YYYY-MM-DD'.
const FIRST_YEAR = 1995;
const LAST_YEAR = 9999;

export interface YearMonth {
  year: number;
  month: number; // 1 = January
}

export function requireYear(year: number, argument: string): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`${argument} must be a whole year from ${FIRST_YEAR} to ${LAST_YEAR}, not ${String(year)}`);
  }
  return year;
}

export function requireMonthNumber(month: number, argument: string): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`${argument} must be a whole number from 1 to 12, not ${String(month)}`);
  }
  return month;
}

/** `value` itself when it is a real day written YYYY-MM-DD in a supported year; else a RangeError naming `argument`. */
export function requireDate(value: string, argument: string): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new RangeError(`${argument} must be a real calendar day written YYYY-MM-DD, not ${JSON.stringify(value)}`);
  }
  requireYear(Number(value.slice(0, 4)), `the year of ${argument}`);
  return value;
}

/** A month written YYYY-MM ('2027-02'), read into numbers; else a RangeError naming `argument`. */
export function parseMonth(value: string, argument: string): YearMonth {
  const match = typeof value === 'string' ? MONTH_PATTERN.exec(value) : null;
  const month = match ? Number(match[2]) : NaN;
  if (!match || month < 1 || month > 12) {
    throw new RangeError(`${argument} must be a month written YYYY-MM, not ${JSON.stringify(value)}`);
  }
  return { year: requireYear(Number(match[1]), `the year of ${argument}`), month };
}

export function formatMonth({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}`;
}

const FULL_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2027": a month's heading (the tax calendar's, the work board's calendar). */
export function fullMonthLabel({ year, month }: YearMonth): string {
  return `${FULL_MONTH_NAMES[month - 1]} ${year}`;
}

/** "Mar 2027", the way the firm's letters name a month. */
export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** The month `count` months after (or, negative, before) `from`. */
export function addMonths(from: YearMonth, count: number): YearMonth {
  const index = from.year * 12 + (from.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function dateOf(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function lastDayOfMonth(year: number, month: number): string {
  return dateOf(year, month, daysInMonth(year, month));
}

/** 0 for Sunday to 6 for Saturday, as Date#getUTCDay counts. */
export function dayOfWeek(date: string): number {
  return toUtc(date).getUTCDay();
}

export function addDays(date: string, count: number): string {
  return new Date(toUtc(date).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
