import { addMonths, dayOfWeek, formatMonth, fullMonthLabel, lastDayOfMonth, type YearMonth } from '@validation/tax-calendar/calendar-days';

/*
 * The days of the tax calendar as the page writes them. Every day is a plain YYYY-MM-DD in South
 * African time (docs/tax-calendar.md), so nothing here reads a clock's time zone: "Fri 5 Mar 2027".
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How many months the page shows at once: the first and the two after it. */
export const MONTHS_SHOWN = 3;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2027-03" read into a month; null when it is not one (a hand-edited address). */
export function monthOf(value: string | null): YearMonth | null {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? { year, month: Number(match[2]) } : null;
}

export const monthKey = formatMonth;

export function sameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** The months shown from `first`, in order. */
export function monthsFrom(first: YearMonth, count = MONTHS_SHOWN): YearMonth[] {
  return Array.from({ length: count }, (_, index) => addMonths(first, index));
}

/** The first and last day of the months shown from `first`, as taxCalendar takes them. */
export function rangeOf(first: YearMonth): { from: string; to: string } {
  const last = addMonths(first, MONTHS_SHOWN - 1);
  return { from: `${formatMonth(first)}-01`, to: lastDayOfMonth(last.year, last.month) };
}

/** "March 2027": a month's heading. */
export const monthHeading = fullMonthLabel;

/** "Mar 2027": a month in the picker. */
export function shortMonth({ year, month }: YearMonth): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** "Fri 5 Mar 2027". */
export function formatDay(date: string): string {
  return `${formatDayInYear(date)} ${date.slice(0, 4)}`;
}

/** "Sun 7 Mar": a day named beside another of the same year. */
export function formatDayInYear(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[dayOfWeek(date)]} ${day} ${MONTHS[month - 1]}`;
}
