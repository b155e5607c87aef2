/**
 * VAT tax periods, from the Value-Added Tax Act 89 of 1991, s27(1) (the categories) and s27(2)–(5)
 * (who is placed in which):
 * - A: two months, ending on the last day of January, March, May, July, September and November;
 * - B: two months, ending on the last day of February, April, June, August, October and December;
 * - C: one month, ending on the last day of every month;
 * - D: six months, ending on the last day of February and August (or other months the Commissioner approves);
 * - E: twelve months, ending on the last day of the vendor's year of assessment (or an approved month);
 * - F: four months, ending on the last day of February, June and October.
 * A period is named by its first and last months; it always ends on the last day of its last month.
 */
import { type YearMonth, addMonths, formatMonth, monthLabel, parseMonth, requireMonthNumber } from './calendar-days';

export type VatCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export interface VatPeriod {
  category: VatCategory;
  start: string; // YYYY-MM, the first month
  end: string; // YYYY-MM, the month on whose last day the period ends
  label: string; // "Mar–Apr 2027", "Dec 2026–Jan 2027", "Mar 2027"
}

/** For D, one of the two months its periods end in (February unless the Commissioner approved others); for E, the year-end month. */
export interface VatPeriodOptions {
  endMonth?: number;
}

// Each category as the length of its periods and one month a period ends in.
const CATEGORIES: Record<VatCategory, { months: number; endMonth?: number }> = {
  A: { months: 2, endMonth: 1 },
  B: { months: 2, endMonth: 2 },
  C: { months: 1, endMonth: 1 },
  D: { months: 6, endMonth: 2 },
  E: { months: 12 },
  F: { months: 4, endMonth: 2 },
};

/** Every period of `category` that ends in a month from `from` to `to` (both YYYY-MM, both included), in order. */
export function vatPeriods(category: VatCategory, from: string, to: string, options: VatPeriodOptions = {}): VatPeriod[] {
  const { months } = shapeOf(category, options);
  const first = parseMonth(from, 'from');
  const last = parseMonth(to, 'to');
  if (formatMonth(first) > formatMonth(last)) throw new RangeError(`from (${from}) must not be after to (${to})`);
  const periods: VatPeriod[] = [];
  // The period that ends in or after `from` comes first; each next one ends `months` later.
  for (let end = endOfPeriodContaining(category, first, options); formatMonth(end) <= formatMonth(last); end = addMonths(end, months)) {
    periods.push(periodEndingIn(category, end, months));
  }
  return periods;
}

/** The period of `category` that `month` (YYYY-MM) falls in; when `month` is an end month, the period ending in it. */
export function vatPeriodContaining(category: VatCategory, month: string, options: VatPeriodOptions = {}): VatPeriod {
  const { months } = shapeOf(category, options);
  return periodEndingIn(category, endOfPeriodContaining(category, parseMonth(month, 'month'), options), months);
}

/** The last month of the period `month` falls in. */
function endOfPeriodContaining(category: VatCategory, month: YearMonth, options: VatPeriodOptions): YearMonth {
  const { months, endMonth } = shapeOf(category, options);
  // Months until the next end month (0 when `month` is one).
  const wait = (((endMonth - month.month) % months) + months) % months;
  return addMonths(month, wait);
}

function periodEndingIn(category: VatCategory, end: YearMonth, months: number): VatPeriod {
  const start = addMonths(end, -(months - 1));
  return { category, start: formatMonth(start), end: formatMonth(end), label: vatPeriodLabel(start, end) };
}

/** "Mar–Apr 2027", "Dec 2026–Jan 2027", "Mar 2027": a period named by its first and last months. */
export function vatPeriodLabel(start: YearMonth, end: YearMonth): string {
  if (start.year === end.year && start.month === end.month) return monthLabel(end);
  const [startMonth] = monthLabel(start).split(' ');
  return start.year === end.year ? `${startMonth}–${monthLabel(end)}` : `${monthLabel(start)}–${monthLabel(end)}`;
}

function shapeOf(category: VatCategory, options: VatPeriodOptions): { months: number; endMonth: number } {
  const shape = Object.hasOwn(CATEGORIES, category) ? CATEGORIES[category] : undefined;
  if (!shape) throw new RangeError(`category must be one of A, B, C, D, E and F, not ${JSON.stringify(category)}`);
  // Only D and E have end months of the vendor's own; for the others the Act fixes them.
  const allowsOwnMonth = category === 'D' || category === 'E';
  if (options.endMonth !== undefined && !allowsOwnMonth)
    throw new RangeError(`options.endMonth applies only to categories D and E, not ${category}`);
  const endMonth = options.endMonth === undefined ? shape.endMonth : requireMonthNumber(options.endMonth, 'options.endMonth');
  if (endMonth === undefined) throw new RangeError('options.endMonth (the year-end month) is required for category E');
  return { months: shape.months, endMonth };
}
