/**
 * The firm's calendar: every deadline that is the same for every client of a kind, due between
 * two days, with the day the law names, the day it moved to and why (docs/tax-calendar.md). A
 * client's own deadlines (a company's year-end, its VAT category, its anniversary) come from the
 * same rules when its jobs are made; this is what staff plan the year around:
 * - EMP201 for every month (every employer);
 * - VAT201 on eFiling for the periods of categories A, B and C (most vendors);
 * - the three provisional tax (IRP6) payments of a February year-end (individuals and trusts);
 * - the ITR12 season's closing days and the EMP501 windows' closing days SARS announced: a day SARS
 *   notifies that falls on a weekend or public holiday moves to the business day before it too
 *   (Tax Administration Act s244(1)(a)).
 */
import type { BusinessCalendar } from './business-days';
import { addMonths, dateOf, dayOfWeek, lastDayOfMonth, monthLabel, parseMonth, requireDate } from './calendar-days';
import { emp201Due, provisionalTaxDue, vat201Due } from './deadline-rules';
import type { Emp501Window, FilingSeason } from './filing-seasons';
import { applyOverrides, periodKeys, type DeadlineOverride, type DeadlineRule } from './overrides';
import { vatPeriods, type VatCategory } from './vat-periods';

export interface CalendarDeadline {
  periodKey: string;
  rule: DeadlineRule;
  /** What is due, for whom, for which period: "EMP201 for Feb 2027". */
  label: string;
  /** The day that counts: an override's, else the rule's. */
  due: string;
  /** The day the rule gives, on a business day. */
  computed: string;
  /** The day the law names before moving it onto a business day (the 7th, the month's last day). */
  named: string;
  /** Why the rule's day is before the named day: "Sun 7 Mar 2027 is a Sunday". Null when it is not. */
  movedBecause: string | null;
  /** Why SARS moved it, when an override did. */
  overrideReason: string | null;
}

export interface FirmCalendarInput {
  /** The first and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  calendar: BusinessCalendar;
  seasons?: readonly FilingSeason[];
  emp501Windows?: readonly Emp501Window[];
  overrides?: readonly DeadlineOverride[];
}

const VAT_CATEGORIES: readonly VatCategory[] = ['A', 'B', 'C'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The firm's deadlines due from `from` to `to`, by due day; on one day, EMP201, IRP6, VAT201 by category, then SARS's announced days. */
export function firmDeadlines({
  from,
  to,
  calendar,
  seasons = [],
  emp501Windows = [],
  overrides = [],
}: FirmCalendarInput): CalendarDeadline[] {
  requireDate(from, 'from');
  requireDate(to, 'to');
  if (from > to) throw new RangeError(`from (${from}) must not be after to (${to})`);
  // Every period whose deadline could fall in the range: a deadline comes at most seven months after
  // its period ends (the third IRP6 payment), and at most six before (the first, named by its year-end).
  const first = addMonths(parseMonth(from.slice(0, 7), 'from'), -8);
  const last = addMonths(parseMonth(to.slice(0, 7), 'to'), 7);
  const found: Omit<CalendarDeadline, 'due' | 'overrideReason'>[] = [];
  const add = (rule: DeadlineRule, periodKey: string, label: string, computed: string, named: string) =>
    found.push({ rule, periodKey, label, computed, named, movedBecause: computed === named ? null : whyNotOn(named, calendar) });

  for (let month = first; month.year * 12 + month.month <= last.year * 12 + last.month; month = addMonths(month, 1)) {
    const key = `${month.year}-${String(month.month).padStart(2, '0')}`;
    const next = addMonths(month, 1);
    add('emp201', periodKeys.emp201(key), `EMP201 for ${monthLabel(month)}`, emp201Due(key, calendar), dateOf(next.year, next.month, 7));
    if (month.month === 2) {
      const dates = provisionalTaxDue(key, calendar);
      const yearEnd = `the year ending ${monthLabel(month)}`;
      const named = (offset: number) => {
        const at = addMonths(month, offset);
        return lastDayOfMonth(at.year, at.month);
      };
      add('irp6-1', periodKeys.provisionalTax(1, key), `Provisional tax (IRP6), first payment, ${yearEnd}`, dates.first, named(-6));
      add('irp6-2', periodKeys.provisionalTax(2, key), `Provisional tax (IRP6), second payment, ${yearEnd}`, dates.second, named(0));
      add(
        'irp6-3',
        periodKeys.provisionalTax(3, key),
        `Provisional tax (IRP6), voluntary third payment, ${yearEnd}`,
        dates.third,
        named(7),
      );
    }
  }
  const monthKey = (at: { year: number; month: number }) => `${at.year}-${String(at.month).padStart(2, '0')}`;
  for (const category of VAT_CATEGORIES) {
    for (const period of vatPeriods(category, monthKey(first), monthKey(last))) {
      const next = addMonths(parseMonth(period.end, 'period.end'), 1);
      add(
        'vat201',
        periodKeys.vat201(period),
        `VAT201 for ${period.label} (category ${category}, eFiling)`,
        vat201Due(period.end, 'efiling', calendar),
        lastDayOfMonth(next.year, next.month),
      );
    }
  }
  for (const season of seasons) {
    const forYear = `the ${season.year} year of assessment`;
    add(
      'itr12-non-provisional',
      periodKeys.itr12(season.year, 'non-provisional'),
      `ITR12, ${forYear}: non-provisional taxpayers`,
      calendar.onOrBefore(season.nonProvisionalCloses),
      season.nonProvisionalCloses,
    );
    add(
      'itr12-provisional',
      periodKeys.itr12(season.year, 'provisional'),
      `ITR12, ${forYear}: provisional taxpayers`,
      calendar.onOrBefore(season.provisionalCloses),
      season.provisionalCloses,
    );
  }
  for (const window of emp501Windows) {
    add(
      `emp501-${window.kind}`,
      periodKeys.emp501(window.year, window.kind),
      `EMP501 ${window.kind} reconciliation, the ${window.year} tax year`,
      calendar.onOrBefore(window.closes),
      window.closes,
    );
  }

  return found
    .map((deadline) => {
      const applied = applyOverrides(deadline.periodKey, deadline.computed, overrides);
      return { ...deadline, due: applied.due, overrideReason: applied.overrideReason ?? null };
    })
    .filter((deadline) => deadline.due >= from && deadline.due <= to)
    .sort((a, b) => (a.due === b.due ? 0 : a.due < b.due ? -1 : 1));
}

/** Why `day` is no business day: a weekend day or the public holiday it is. */
function whyNotOn(day: string, calendar: BusinessCalendar): string {
  const holiday = calendar.holidayOn(day);
  const [year, month, date] = day.split('-').map(Number);
  const written = `${date} ${monthLabel({ year, month })}`;
  return holiday ? `${written} is a public holiday (${holiday.name})` : `${written} is a ${WEEKDAY_NAMES[dayOfWeek(day)]}`;
}
