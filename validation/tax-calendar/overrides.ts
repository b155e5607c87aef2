/**
 * Deadlines moved by SARS or CIPC after the fact. The Commissioner may extend a due date (Income
 * Tax Act 58 of 1962, s3; Tax Administration Act 28 of 2011, s244(3)), as SARS did for the June
 * 2025 EMP201, due 7 July 2025 and extended to 14 July 2025 after eFiling slowed down. Such a
 * change is data: an override names one period of one rule by a stable key and gives its new date.
 *
 * The keys, one per rule and period, so that a job or a reminder can name the deadline it is about:
 *   emp201:2025-06                 the month
 *   vat201:2027-05..2027-06        the period's first and last months
 *   irp6-1:2027-02 (-2, -3)        the month the year of assessment ends in
 *   itr14:2026-06-30               the financial year-end
 *   cipc-annual-return:2026-03-14  the anniversary of incorporation
 *   itr12-provisional:2026         the year of assessment (also itr12-non-provisional)
 *   emp501-interim:2027            the tax year (also emp501-annual)
 */
import { cipcAnniversary } from './deadline-rules';
import { formatMonth, parseMonth, requireDate, requireYear } from './calendar-days';
import type { Emp501Kind, Itr12TaxpayerKind } from './filing-seasons';

/** Every rule a deadline comes from, in the order the firm's calendar lists a day's deadlines. */
export const deadlineRuleValues = [
  'emp201',
  'irp6-1',
  'irp6-2',
  'irp6-3',
  'vat201',
  'itr14',
  'cipc-annual-return',
  'itr12-non-provisional',
  'itr12-provisional',
  'emp501-interim',
  'emp501-annual',
] as const;
export type DeadlineRule = (typeof deadlineRuleValues)[number];

export interface DeadlineOverride {
  rule: DeadlineRule;
  periodKey: string;
  dueDate: string; // YYYY-MM-DD
  reason: string;
}

export interface Deadline {
  periodKey: string;
  due: string; // the day that counts: the override's when there is one
  computed: string; // the day the rule gives
  overrideReason?: string;
}

// What follows the colon in each rule's key, as the list above writes it: an override whose key
// cannot be one of the rule's would never match, and a silent "no extension" is the worst way for
// that typo to show. Every year has four digits (calendar-days.ts: 1995 to 9999).
const PERIOD_FORMS: Record<DeadlineRule, string> = {
  emp201: 'YYYY-MM',
  vat201: 'YYYY-MM..YYYY-MM',
  'irp6-1': 'YYYY-MM',
  'irp6-2': 'YYYY-MM',
  'irp6-3': 'YYYY-MM',
  itr14: 'YYYY-MM-DD',
  'cipc-annual-return': 'YYYY-MM-DD',
  'itr12-non-provisional': 'YYYY',
  'itr12-provisional': 'YYYY',
  'emp501-interim': 'YYYY',
  'emp501-annual': 'YYYY',
};
const patternOf = (form: string) =>
  form
    .replaceAll('.', String.raw`\.`)
    .replaceAll('YYYY', String.raw`\d{4}`)
    .replace(/MM|DD/g, String.raw`\d{2}`);
const PERIOD_PATTERNS = Object.fromEntries(
  deadlineRuleValues.map((rule) => [rule, new RegExp(`^${patternOf(PERIOD_FORMS[rule])}$`)]),
) as Record<DeadlineRule, RegExp>;

/**
 * The form of every period key, whole: what the APIs state of a key they answer. ruleOfPeriodKey
 * holds a key to it, and also to a real month and day.
 */
export const PERIOD_KEY_PATTERN = new RegExp(
  `^(?:${deadlineRuleValues.map((rule) => `${rule}:${patternOf(PERIOD_FORMS[rule])}`).join('|')})$`,
);
/** The longest period key: cipc-annual-return:YYYY-MM-DD. */
export const PERIOD_KEY_MAX_LENGTH = Math.max(...deadlineRuleValues.map((rule) => `${rule}:${PERIOD_FORMS[rule]}`.length));

export const periodKeys = {
  emp201: (month: string) => `emp201:${formatMonth(parseMonth(month, 'month'))}`,
  vat201: (period: { start: string; end: string }) => {
    const [start, end] = [formatMonth(parseMonth(period.start, 'period.start')), formatMonth(parseMonth(period.end, 'period.end'))];
    if (start > end) throw new RangeError(`period.start (${start}) must not be after period.end (${end})`);
    return `vat201:${start}..${end}`;
  },
  provisionalTax: (payment: 1 | 2 | 3, yearEnd: string) => {
    if (![1, 2, 3].includes(payment)) throw new RangeError(`payment must be 1, 2 or 3, not ${String(payment)}`);
    return `irp6-${payment}:${formatMonth(parseMonth(yearEnd, 'yearEnd'))}`;
  },
  itr14: (yearEnd: string) => `itr14:${requireDate(yearEnd, 'yearEnd')}`,
  cipcAnnualReturn: (incorporated: string, year: number) => `cipc-annual-return:${cipcAnniversary(incorporated, year)}`,
  itr12: (year: number, kind: Itr12TaxpayerKind) => `itr12-${kind}:${requireYear(year, 'year')}`,
  emp501: (year: number, kind: Emp501Kind) => `emp501-${kind}:${requireYear(year, 'year')}`,
};

/** The rule a period key belongs to, or null when it is no key of any rule (emp201:2025-13, say). */
export function ruleOfPeriodKey(periodKey: string): DeadlineRule | null {
  const colon = periodKey.indexOf(':');
  const rule = periodKey.slice(0, colon);
  if (colon < 0 || !Object.hasOwn(PERIOD_PATTERNS, rule)) return null;
  const period = periodKey.slice(colon + 1);
  if (!PERIOD_PATTERNS[rule as DeadlineRule].test(period)) return null;
  // The period itself must be real: a month 01–12, a day that exists.
  try {
    if (/^\d{4}-\d{2}$/.test(period)) parseMonth(period, 'periodKey');
    for (const month of period.split('..')) if (/^\d{4}-\d{2}$/.test(month)) parseMonth(month, 'periodKey');
    if (/^\d{4}-\d{2}-\d{2}$/.test(period)) requireDate(period, 'periodKey');
  } catch {
    return null;
  }
  return rule as DeadlineRule;
}

/** The deadline of `periodKey`: `computed` (the rule's day), or the day an override sets for that key. */
export function applyOverrides(periodKey: string, computed: string, overrides: readonly DeadlineOverride[]): Deadline {
  requireDate(computed, 'computed');
  overrides.forEach(checkOverride);
  const matches = overrides.filter((override) => override.periodKey === periodKey);
  if (matches.length > 1) throw new Error(`${periodKey} has ${matches.length} overrides; keep one`);
  const [override] = matches;
  return override
    ? { periodKey, due: override.dueDate, computed, overrideReason: override.reason }
    : { periodKey, due: computed, computed };
}

function checkOverride(override: DeadlineOverride, index: number): void {
  const where = `overrides[${index}]`;
  const pattern = Object.hasOwn(PERIOD_PATTERNS, override.rule) ? PERIOD_PATTERNS[override.rule] : undefined;
  if (!pattern) throw new RangeError(`${where}.rule is not a deadline rule: ${JSON.stringify(override.rule)}`);
  const prefix = `${override.rule}:`;
  if (!override.periodKey.startsWith(prefix) || !pattern.test(override.periodKey.slice(prefix.length))) {
    throw new RangeError(`${where}.periodKey is not a key of ${override.rule}: ${JSON.stringify(override.periodKey)}`);
  }
  requireDate(override.dueDate, `${where}.dueDate`);
  if (override.reason.trim() === '') throw new RangeError(`${where}.reason must say why the deadline moved`);
}
