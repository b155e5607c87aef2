/**
 * A job's period and its deadline, both read from the period key the tax calendar names every
 * deadline by (validation/tax-calendar/overrides.ts): `emp201:2027-02` is the EMP201 for
 * February 2027, due on the day the firm's calendar gives for that key, extensions included. A
 * job keeps only its key; its label, the day its period ends and its due date are worked out
 * here, so a holiday declared or a deadline extended later moves every job it touches.
 */
import type { BusinessCalendar } from '../tax-calendar/business-days';
import { addMonths, dateOf, lastDayOfMonth, monthLabel, parseMonth, requireDate, requireMonthNumber } from '../tax-calendar/calendar-days';
import { cipcAnniversary, emp201Due, itr14Due, provisionalTaxDue, vat201Due } from '../tax-calendar/deadline-rules';
import { emp501Due, itr12Due, type Emp501Window, type FilingSeason } from '../tax-calendar/filing-seasons';
import { applyOverrides, periodKeys, ruleOfPeriodKey, type DeadlineOverride, type DeadlineRule } from '../tax-calendar/overrides';
import { vatPeriodContaining, vatPeriodLabel, vatPeriods } from '../tax-calendar/vat-periods';
import type { JobTemplate } from './job-templates';

export interface JobPeriod {
  periodKey: string;
  rule: DeadlineRule;
  /** "Mar–Apr 2027", "year ending Feb 2027": what follows the job's name in its title. */
  label: string;
  /** The last day of the period the work is about (YYYY-MM-DD); a recurring job is made some days before it. */
  ends: string;
}

/** What a client's jobs need to know of them beyond the template: each series keeps its own. */
export interface JobPeriodSettings {
  /** IRP6 and VAT category E: the month the year of assessment ends in (2 for February, the default for IRP6). */
  yearEndMonth?: number;
  /** VAT category D: one of the months its six-month periods end in (2 unless SARS approved another). */
  vatEndMonth?: number;
  /** ITR14: the company's financial year-end, any year (YYYY-MM-DD; its month and day are used). */
  financialYearEnd?: string;
  /** CIPC: the day the company was incorporated (YYYY-MM-DD). */
  incorporated?: string;
  /** ITR12: whether the client is a provisional taxpayer, whose season closes later. */
  provisionalTaxpayer?: boolean;
}

export interface JobDeadlineContext {
  calendar: BusinessCalendar;
  seasons?: readonly FilingSeason[];
  emp501Windows?: readonly Emp501Window[];
  overrides?: readonly DeadlineOverride[];
}

export interface JobDeadline {
  /** The day the job is due: an extension's, else the rule's; null while SARS has not announced it. */
  due: string | null;
  /** Why there is no due day yet ("The ITR12 filing season for 2027 is not set yet"); null when there is one. */
  missing: string | null;
  overrideReason: string | null;
}

/** The period a key names: its rule, label and last day. A RangeError when the key is no deadline's. */
export function periodOfKey(periodKey: string): JobPeriod {
  const rule = ruleOfPeriodKey(periodKey);
  if (!rule) throw new RangeError(`periodKey is not the key of a deadline: ${JSON.stringify(periodKey)}`);
  const period = periodKey.slice(rule.length + 1);
  const of = (label: string, ends: string): JobPeriod => ({ periodKey, rule, label, ends });
  switch (rule) {
    case 'emp201': {
      const month = parseMonth(period, 'periodKey');
      return of(monthLabel(month), lastDayOfMonth(month.year, month.month));
    }
    case 'vat201': {
      const [start, end] = period.split('..').map((month) => parseMonth(month, 'periodKey'));
      return of(vatPeriodLabel(start, end), lastDayOfMonth(end.year, end.month));
    }
    case 'irp6-1':
    case 'irp6-2':
    case 'irp6-3': {
      const yearEnd = parseMonth(period, 'periodKey');
      // The first payment covers the year's first six months; the others the whole year.
      const covered = rule === 'irp6-1' ? addMonths(yearEnd, -6) : yearEnd;
      return of(`year ending ${monthLabel(yearEnd)}`, lastDayOfMonth(covered.year, covered.month));
    }
    case 'itr14':
      return of(`year ended ${dayLabel(period)}`, period);
    case 'cipc-annual-return':
      return of(`${period.slice(0, 4)} (anniversary ${dayLabel(period)})`, period);
    case 'itr12-non-provisional':
    case 'itr12-provisional': {
      const year = Number(period);
      return of(`${year} tax year (Mar ${year - 1}–Feb ${year})`, lastDayOfMonth(year, 2));
    }
    case 'emp501-interim':
    case 'emp501-annual': {
      const year = Number(period);
      return rule === 'emp501-interim'
        ? of(`interim, Mar–Aug ${year - 1}`, lastDayOfMonth(year - 1, 8))
        : of(`annual, Mar ${year - 1}–Feb ${year}`, lastDayOfMonth(year, 2));
    }
  }
}

/**
 * The day a job for `periodKey` is due: the firm's calendar's day for the key (every rule moved
 * onto a business day), or an administrator's extension. ITR12 and EMP501 days come from the
 * seasons SARS announces; until one is entered the job has no due day, and `missing` says why.
 */
export function jobDeadline(periodKey: string, context: JobDeadlineContext): JobDeadline {
  const { rule, ends } = periodOfKey(periodKey);
  const { calendar, seasons = [], emp501Windows = [], overrides = [] } = context;
  const period = periodKey.slice(rule.length + 1);
  let computed: string;
  try {
    computed = ruleDay(rule, period, ends, calendar, seasons, emp501Windows);
  } catch (error) {
    // Only the announced seasons can be missing: every other rule computes for any real key.
    if (!rule.startsWith('itr12') && !rule.startsWith('emp501')) throw error;
    const extended = overrides.find((override) => override.periodKey === periodKey);
    if (extended) return { due: extended.dueDate, missing: null, overrideReason: extended.reason };
    return { due: null, missing: (error as Error).message, overrideReason: null };
  }
  const applied = applyOverrides(periodKey, computed, overrides);
  return { due: applied.due, missing: null, overrideReason: applied.overrideReason ?? null };
}

function ruleDay(
  rule: DeadlineRule,
  period: string,
  ends: string,
  calendar: BusinessCalendar,
  seasons: readonly FilingSeason[],
  emp501Windows: readonly Emp501Window[],
): string {
  switch (rule) {
    case 'emp201':
      return emp201Due(period, calendar);
    case 'vat201':
      // The firm files on eFiling: the last business day of the month after the period.
      return vat201Due(ends.slice(0, 7), 'efiling', calendar);
    case 'irp6-1':
      return provisionalTaxDue(period, calendar).first;
    case 'irp6-2':
      return provisionalTaxDue(period, calendar).second;
    case 'irp6-3':
      return provisionalTaxDue(period, calendar).third;
    case 'itr14':
      return itr14Due(period, calendar);
    case 'cipc-annual-return':
      return calendar.addBusinessDays(period, 30);
    case 'itr12-non-provisional':
      return itr12Due(seasons, Number(period), 'non-provisional', calendar);
    case 'itr12-provisional':
      return itr12Due(seasons, Number(period), 'provisional', calendar);
    case 'emp501-interim':
      return emp501Due(emp501Windows, Number(period), 'interim', calendar);
    case 'emp501-annual':
      return emp501Due(emp501Windows, Number(period), 'annual', calendar);
  }
}

/**
 * The periods of `template` for a client with `settings` that end from `from` to `to` (both
 * YYYY-MM-DD, both included), in order: what a recurring series makes jobs for, and what staff
 * choose from when they add one job. A setting the template needs and lacks is a RangeError naming it.
 */
export function jobPeriods(template: JobTemplate, settings: JobPeriodSettings, from: string, to: string): JobPeriod[] {
  requireDate(from, 'from');
  requireDate(to, 'to');
  if (from > to) throw new RangeError(`from (${from}) must not be after to (${to})`);
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  const keys: string[] = [];
  const months = monthsBetween(from, to);
  for (const rule of template.rules) {
    switch (rule) {
      case 'emp201':
        keys.push(...months.map((month) => periodKeys.emp201(month)));
        break;
      case 'vat201': {
        const category = template.vatCategory ?? 'C';
        const endMonth =
          category === 'D'
            ? (settings.vatEndMonth ?? 2)
            : category === 'E'
              ? requireSetting(settings.yearEndMonth, 'yearEndMonth')
              : undefined;
        const options = endMonth === undefined ? {} : { endMonth: requireMonthNumber(endMonth, 'vatEndMonth') };
        keys.push(...vatPeriods(category, months[0], months[months.length - 1], options).map((period) => periodKeys.vat201(period)));
        break;
      }
      case 'irp6-1':
      case 'irp6-2':
      case 'irp6-3': {
        const yearEndMonth = requireMonthNumber(settings.yearEndMonth ?? 2, 'yearEndMonth');
        const payment = Number(rule.slice(-1)) as 1 | 2 | 3;
        // A year ending up to seven months after `to` may have a payment period ending inside the range.
        for (let year = fromYear; year <= toYear + 1; year++)
          keys.push(periodKeys.provisionalTax(payment, dateOf(year, yearEndMonth, 1).slice(0, 7)));
        break;
      }
      case 'itr14': {
        const yearEnd = requireDate(requireSetting(settings.financialYearEnd, 'financialYearEnd'), 'financialYearEnd');
        for (let year = fromYear; year <= toYear; year++) keys.push(periodKeys.itr14(sameDayIn(yearEnd, year)));
        break;
      }
      case 'cipc-annual-return': {
        const incorporated = requireDate(requireSetting(settings.incorporated, 'incorporated'), 'incorporated');
        const first = Math.max(fromYear, Number(incorporated.slice(0, 4)) + 1);
        for (let year = first; year <= toYear; year++) keys.push(`cipc-annual-return:${cipcAnniversary(incorporated, year)}`);
        break;
      }
      case 'itr12-non-provisional':
      case 'itr12-provisional':
        if ((rule === 'itr12-provisional') !== (settings.provisionalTaxpayer ?? false)) break;
        for (let year = fromYear; year <= toYear; year++) keys.push(`${rule}:${year}`);
        break;
      case 'emp501-interim':
      case 'emp501-annual':
        for (let year = fromYear; year <= toYear + 1; year++) keys.push(`${rule}:${year}`);
        break;
    }
  }
  return keys
    .map(periodOfKey)
    .filter((period) => period.ends >= from && period.ends <= to)
    .sort((a, b) => (a.ends === b.ends ? (a.periodKey < b.periodKey ? -1 : 1) : a.ends < b.ends ? -1 : 1));
}

/** The template's rules that the key may belong to: a job's key must be one of its template's. */
export function periodFitsTemplate(periodKey: string, template: JobTemplate): boolean {
  const rule = ruleOfPeriodKey(periodKey);
  if (!rule || !template.rules.includes(rule)) return false;
  if (rule !== 'vat201') return true;
  // A VAT template's periods are its category's: a two-month key on a monthly template, or an
  // odd-month period on category B's, is a mistake. D and E end in the vendor's own months.
  const [start, end] = periodKey.slice('vat201:'.length).split('..');
  const category = template.vatCategory ?? 'C';
  if (category === 'D' || category === 'E') return monthIndex(end) - monthIndex(start) + 1 === (category === 'D' ? 6 : 12);
  const expected = vatPeriodContaining(category, end);
  return expected.start === start && expected.end === end;
}

function requireSetting<Value>(value: Value | undefined, name: string): Value {
  if (value === undefined || value === null) throw new RangeError(`${name} is needed for this template`);
  return value;
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const last = parseMonth(to.slice(0, 7), 'to');
  for (
    let month = parseMonth(from.slice(0, 7), 'from');
    month.year * 12 + month.month <= last.year * 12 + last.month;
    month = addMonths(month, 1)
  ) {
    months.push(`${month.year}-${String(month.month).padStart(2, '0')}`);
  }
  return months;
}

function monthIndex(month: string): number {
  const { year, month: number } = parseMonth(month, 'periodKey');
  return year * 12 + number;
}

/** "30 Jun 2026". */
function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${monthLabel({ year, month })}`;
}

// The same calendar day in `year`; 29 February becomes the 28th in a year without one, as the
// tax calendar reads "twelve months after" (deadline-rules.ts).
function sameDayIn(day: string, year: number): string {
  const [, month, date] = day.split('-').map(Number);
  const last = Number(lastDayOfMonth(year, month).slice(8));
  return dateOf(year, month, Math.min(date, last));
}
