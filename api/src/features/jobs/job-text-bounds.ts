import { columnLength } from '../../records/column-bounds';
import { jobDeadline, periodOfKey } from '../../../../validation/jobs/job-periods';
import { jobStageClientWords } from '../../../../validation/jobs/job-stages';
import { builtInJobTemplates } from '../../../../validation/jobs/job-templates';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import { dateOf, daysInMonth } from '../../../../validation/tax-calendar/calendar-days';
import { deadlineRuleValues } from '../../../../validation/tax-calendar/overrides';
import { Job } from './job.entity';

/*
 * The longest texts job-view.ts works out of a job's template and period key (the OpenAPI
 * document's maxLength of each): nothing a person types goes into them. A key is always of its
 * rule's form (ruleOfPeriodKey, validation/tax-calendar/overrides.ts; periodOfKey refuses any
 * other), every year in it has four digits (1995 to 9999), and a month is named in three letters,
 * so a label's length varies only with the form of its key and a day's digits: one leap year's
 * keys of every form give every label's longest.
 */

const YEAR = 2028;
const monthsOf = (year: number) => Array.from({ length: 12 }, (_, index) => dateOf(year, index + 1, 1).slice(0, 7));

/** A key of every form each rule's periods take: every month and day of a leap year, a VAT period between any two months. */
export function periodKeysOfEveryForm(year = YEAR): string[] {
  const months = monthsOf(year);
  const days = months.flatMap((month, index) =>
    Array.from({ length: daysInMonth(year, index + 1) }, (_, day) => dateOf(year, index + 1, day + 1)),
  );
  const keys: string[] = [];
  for (const rule of deadlineRuleValues) {
    if (rule === 'vat201') {
      for (const start of months) for (const end of [...months, ...monthsOf(year + 1)]) keys.push(`vat201:${start}..${end}`);
    } else if (rule === 'itr14' || rule === 'cipc-annual-return') keys.push(...days.map((day) => `${rule}:${day}`));
    else if (rule.startsWith('itr12') || rule.startsWith('emp501')) keys.push(`${rule}:${year}`);
    else keys.push(...months.map((month) => `${rule}:${month}`));
  }
  return keys;
}

const longest = (texts: readonly string[]) => Math.max(...texts.map((text) => text.length));
const keys = periodKeysOfEveryForm();
// A job whose template is no longer built in shows its key where the template's name would be.
const TEMPLATE_KEY_MAX_LENGTH = columnLength(Job, 'templateKey');

/** A period in words: "Mar–Apr 2027", "2027 tax year (Mar 2026–Feb 2027)". */
export const PERIOD_LABEL_MAX_LENGTH = longest(keys.map((key) => periodOfKey(key).label));

/**
 * Why a job has no due date: the season SARS has not announced yet (jobDeadline, with no seasons
 * known). Only the ITR12 and EMP501 rules wait for one; every other rule's day is computed or fails.
 */
export const DUE_DATE_MISSING_MAX_LENGTH = longest(
  keys
    .filter((key) => key.startsWith('itr12') || key.startsWith('emp501'))
    .map((key) => jobDeadline(key, { calendar: new BusinessCalendar() }).missing ?? ''),
);

/** "VAT201 Mar–Apr 2027": the template's short name, or its key, and the period. */
export const JOB_TITLE_MAX_LENGTH =
  Math.max(TEMPLATE_KEY_MAX_LENGTH, ...builtInJobTemplates.map((template) => template.name.split(':')[0].length)) +
  ' '.length +
  PERIOD_LABEL_MAX_LENGTH;

/** "Your VAT return for Mar–Apr 2027: we are preparing it": what the client calls the work, or the key; the period; the stage. */
export const JOB_PROGRESS_MAX_LENGTH =
  'Your '.length +
  Math.max(TEMPLATE_KEY_MAX_LENGTH, ...builtInJobTemplates.map((template) => template.clientName.length)) +
  ' for '.length +
  PERIOD_LABEL_MAX_LENGTH +
  ': '.length +
  longest(Object.values(jobStageClientWords));
