/**
 * The due dates the law computes from a period, each moved onto a business day. Sources:
 * - EMP201 (PAYE, UIF, SDL): Income Tax Act 58 of 1962, Fourth Schedule, paragraph 2(1): within seven
 *   days after the end of the month; SARS, "Completing the EMP201": by the 7th, or the last business
 *   day before it when the 7th is a weekend day or public holiday.
 * - VAT201: Value-Added Tax Act 89 of 1991, s28(1): by the 25th of the month after the period, or
 *   by the last business day of that month when filed and paid on eFiling; SARS Tax Guide for Small
 *   Businesses, 3.8.14.
 * - IRP6 (provisional tax): Income Tax Act, Fourth Schedule, paragraphs 21 and 23 (first and second
 *   periods); the third, voluntary, payment by seven months after a February year-end and six
 *   months after any other (s89quat; SARS FAQ "When must provisional tax be paid?").
 * - ITR14: within twelve months after the company's financial year-end (SARS, "Company Income Tax Return (ITR14)").
 * - CIPC annual return: Companies Act 71 of 2008, s33, and Companies Regulations, 2011, regulation
 *   30(1): within 30 business days after the anniversary of the date of incorporation.
 * Every payment or submission day that falls on a Saturday, Sunday or public holiday moves to the
 * last business day before it: Tax Administration Act 28 of 2011, s244(1).
 */
import type { BusinessCalendar } from './business-days';
import { addMonths, dateOf, daysInMonth, lastDayOfMonth, parseMonth, requireDate, requireYear } from './calendar-days';

export type VatFiling = 'efiling' | 'manual';

export interface ProvisionalTaxDates {
  first: string;
  second: string;
  third: string; // the voluntary top-up payment that stops interest under s89quat
}

/** EMP201 for the month `month` (YYYY-MM): the 7th of the next month, or the last business day before it. */
export function emp201Due(month: string, calendar: BusinessCalendar): string {
  const next = addMonths(parseMonth(month, 'month'), 1);
  return calendar.onOrBefore(dateOf(next.year, next.month, 7));
}

/**
 * VAT201 for a tax period ending on the last day of `periodEnd` (YYYY-MM): on eFiling the last
 * business day of the next month; on paper or at a branch the 25th of the next month, or the
 * last business day before it.
 */
export function vat201Due(periodEnd: string, filing: VatFiling, calendar: BusinessCalendar): string {
  const next = addMonths(parseMonth(periodEnd, 'periodEnd'), 1);
  if (filing === 'efiling') return calendar.lastBusinessDayOfMonth(next.year, next.month);
  if (filing === 'manual') return calendar.onOrBefore(dateOf(next.year, next.month, 25));
  throw new RangeError(`filing must be 'efiling' or 'manual', not ${JSON.stringify(filing)}`);
}

/**
 * The three IRP6 payment days of a year of assessment that ends on the last day of `yearEnd`
 * (YYYY-MM; '2027-02' for individuals' 2027 year): the last day of the sixth month of the year,
 * the last day of the year, and the last day of the seventh month after it (February year-end)
 * or of the sixth (any other), each on the last business day on or before.
 */
export function provisionalTaxDue(yearEnd: string, calendar: BusinessCalendar): ProvisionalTaxDates {
  const end = parseMonth(yearEnd, 'yearEnd');
  const sixthMonth = addMonths(end, -6); // the year's first month is end - 11; its sixth is end - 6
  const thirdMonth = addMonths(end, end.month === 2 ? 7 : 6);
  return {
    first: calendar.lastBusinessDayOfMonth(sixthMonth.year, sixthMonth.month),
    second: calendar.lastBusinessDayOfMonth(end.year, end.month),
    third: calendar.lastBusinessDayOfMonth(thirdMonth.year, thirdMonth.month),
  };
}

/**
 * ITR14 for a financial year ending on `yearEnd` (YYYY-MM-DD): the same day twelve months later,
 * or the last business day before it.
 */
export function itr14Due(yearEnd: string, calendar: BusinessCalendar): string {
  return calendar.onOrBefore(sameDayNextYear(requireDate(yearEnd, 'yearEnd')));
}

/** The anniversary in `year` of a company incorporated on `incorporated` (YYYY-MM-DD). */
export function cipcAnniversary(incorporated: string, year: number): string {
  requireDate(incorporated, 'incorporated');
  requireYear(year, 'year');
  const incorporationYear = Number(incorporated.slice(0, 4));
  if (year <= incorporationYear) throw new RangeError(`year must be after the year of incorporation (${incorporationYear}), not ${year}`);
  return sameDayIn(incorporated, year);
}

/** The CIPC annual return of `year`: 30 business days after the anniversary of incorporation, counted as s5(3) counts. */
export function cipcAnnualReturnDue(incorporated: string, year: number, calendar: BusinessCalendar): string {
  return calendar.addBusinessDays(cipcAnniversary(incorporated, year), 30);
}

function sameDayNextYear(date: string): string {
  return sameDayIn(date, Number(date.slice(0, 4)) + 1);
}

// Neither the Income Tax Act nor the Companies Act says what twelve months after, or the
// anniversary of, 29 February is in a year without one. The last day of February is taken: the
// earlier reading, so a deadline kept by it is kept by the other too. For the same reason a
// year-end of 28 February 2027 gives 28 February 2028, not the 29th.
function sameDayIn(date: string, year: number): string {
  const [, month, day] = date.split('-').map(Number);
  return day > daysInMonth(year, month) ? lastDayOfMonth(year, month) : dateOf(year, month, day);
}
