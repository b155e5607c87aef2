/**
 * Deadlines SARS announces each year instead of computing them from a rule: the ITR12 filing
 * season (published in the Commissioner's annual notice to furnish returns under the Tax
 * Administration Act 28 of 2011, s25) and the EMP501 reconciliation windows (Income Tax Act 58 of
 * 1962, Fourth Schedule, paragraph 14(3); dates set by SARS, "Employer Reconciliation"). They are
 * data the firm keeps per year; a year not yet configured is an error rather than a guess.
 */
import type { BusinessCalendar } from './business-days';
import { requireDate, requireYear } from './calendar-days';

export type Itr12TaxpayerKind = 'non-provisional' | 'provisional';
export type Emp501Kind = 'interim' | 'annual';

export interface FilingSeason {
  year: number; // the year of assessment, which ends on the last day of February of `year`
  opens: string; // YYYY-MM-DD
  nonProvisionalCloses: string;
  provisionalCloses: string;
}

export interface Emp501Window {
  year: number; // the tax year, which ends on the last day of February of `year`
  kind: Emp501Kind;
  opens: string; // YYYY-MM-DD
  closes: string;
}

/**
 * The last day to file the ITR12 for the `year` year of assessment, from the configured seasons:
 * the day SARS announced, or the business day before it when it falls on a weekend or public
 * holiday (Tax Administration Act s244(1)(a): "a day notified by SARS").
 */
export function itr12Due(seasons: readonly FilingSeason[], year: number, kind: Itr12TaxpayerKind, calendar: BusinessCalendar): string {
  requireYear(year, 'year');
  if (kind !== 'non-provisional' && kind !== 'provisional') {
    throw new RangeError(`kind must be 'non-provisional' or 'provisional', not ${JSON.stringify(kind)}`);
  }
  const index = onlyIndex(
    seasons.map((season) => season.year === year),
    `The ITR12 filing season for ${year} is not set yet`,
    `The ITR12 filing season for ${year} is set more than once`,
  );
  const season = seasons[index];
  const closes = kind === 'provisional' ? 'provisionalCloses' : 'nonProvisionalCloses';
  return calendar.onOrBefore(checkedClose(season.opens, season[closes], `seasons[${index}]`, closes));
}

/** The last day of the `kind` EMP501 reconciliation for the `year` tax year, from the configured windows, moved as itr12Due's. */
export function emp501Due(windows: readonly Emp501Window[], year: number, kind: Emp501Kind, calendar: BusinessCalendar): string {
  requireYear(year, 'year');
  if (kind !== 'interim' && kind !== 'annual') throw new RangeError(`kind must be 'interim' or 'annual', not ${JSON.stringify(kind)}`);
  const index = onlyIndex(
    windows.map((window) => window.year === year && window.kind === kind),
    `The ${kind} EMP501 window for the ${year} tax year is not set yet`,
    `The ${kind} EMP501 window for the ${year} tax year is set more than once`,
  );
  return calendar.onOrBefore(checkedClose(windows[index].opens, windows[index].closes, `windows[${index}]`, 'closes'));
}

function onlyIndex(matches: readonly boolean[], missing: string, repeated: string): number {
  const count = matches.filter(Boolean).length;
  if (count === 0) throw new Error(missing);
  if (count > 1) throw new Error(repeated);
  return matches.indexOf(true);
}

// Typed-in data: a close that is no date, or comes before the opening, is a mistake to show, not a deadline.
function checkedClose(opens: string, closes: string, where: string, field: string): string {
  requireDate(opens, `${where}.opens`);
  requireDate(closes, `${where}.${field}`);
  if (closes < opens) throw new RangeError(`${where}.${field} (${closes}) must not be before ${where}.opens (${opens})`);
  return closes;
}
