import { z } from 'zod';
import type { ApolloError } from '@apollo/client';
import { enumName } from '@validation/enum-names';
import { createJobSchema, createJobSeriesSchema, DEFAULT_LEAD_DAYS } from '@validation/jobs';
import { jobPeriods, periodOfKey, type JobPeriod, type JobPeriodSettings } from '@validation/jobs/job-periods';
import { jobTemplateOf } from '@validation/jobs/job-templates';
import { settingsOf, settingTexts, type PeriodSetting, type TemplateSetting } from '@validation/jobs/job-period-settings';
import { addMonths, daysInMonth, dateOf, parseMonth } from '@validation/tax-calendar/calendar-days';
import { taskPriorityValues, type TaskPriorityValue } from '@validation/task-values';
import type { CreateJobInput, CreateJobSeriesInput } from '../../../graphql/generated';
import type { FieldErrorMessage } from '../../../lib/graphql-errors';

export { settingsOf, settingTexts };

/*
 * The staff "New job" form (docs/jobs.md) and how it crosses to the shared schema and to GraphQL.
 * The form holds what its inputs hold: ids and keys as chosen ('' for none), days as the date
 * inputs write them, and the settings of the client's periods that the chosen template needs
 * (validation/jobs/job-periods.ts), which are not sent: they only work out which periods to offer.
 */

/** The fields createJob takes, each also a path the server may name in a refusal: the shared schema's own list. */
export const newJobFormFields = createJobSchema.keyof().options satisfies readonly (keyof CreateJobInput)[];

export interface NewJobForm {
  engagementId: string;
  templateKey: string;
  /** ITR14: the company's financial year-end (any year; its day and month are used). */
  financialYearEnd: string;
  /** CIPC annual return: the day the company was incorporated. */
  incorporated: string;
  /** VAT category E (needed) and IRP6 ('' for February): the month the year of assessment ends in, 1 to 12. */
  yearEndMonth: string;
  /** VAT category D ('' for February): the first month its six-month periods end in, 1 to 6. */
  vatEndMonth: string;
  /** ITR12: whether the client is a provisional taxpayer. */
  provisionalTaxpayer: boolean;
  periodKey: string;
  /** '' for nobody. */
  assignedTo: string;
  /** '' for nobody. */
  reviewerId: string;
  priority: TaskPriorityValue;
  /** '' for the tax calendar's day; not asked with `repeat`. */
  dueDate: string;
  /** A recurring series, its first job for `periodKey` and one for every period after it. */
  repeat: boolean;
  /** With `repeat`: days before each period ends that its job is made, as the number input writes it. */
  leadDays: string;
}

/** What the form sends: one job, or a recurring series starting with the chosen period. */
export type NewJobOutput = { kind: 'job'; input: CreateJobInput } | { kind: 'series'; input: CreateJobSeriesInput };

export function newJobForm(): NewJobForm {
  return {
    engagementId: '',
    templateKey: '',
    financialYearEnd: '',
    incorporated: '',
    yearEndMonth: '',
    vatEndMonth: '',
    provisionalTaxpayer: false,
    periodKey: '',
    assignedTo: '',
    reviewerId: '',
    priority: 'medium',
    dueDate: '',
    repeat: false,
    leadDays: String(DEFAULT_LEAD_DAYS),
  };
}

export interface PeriodChoices {
  periods: readonly JobPeriod[];
  /** Why there is nothing to choose from ("Choose a template first"); null when there are periods. */
  unavailable: string | null;
  /** The setting whose value is missing or wrong, whose field says so. */
  faulty: { name: PeriodSetting; message: string } | null;
  /** The first period ending on or after today, which the form starts on; '' when there is none. */
  preselected: string;
}

/** The day `count` months after (or, negative, before) `day`, the 31st becoming the month's last day. */
function monthsAfter(day: string, count: number): string {
  const { year, month } = addMonths(parseMonth(day.slice(0, 7), 'day'), count);
  return dateOf(year, month, Math.min(Number(day.slice(8)), daysInMonth(year, month)));
}

/**
 * The periods staff choose from for the form's template and settings: those ending from a year
 * before `today` to 15 months after, so that work caught up late and work planned ahead both fit.
 */
export function periodChoicesOf(form: NewJobForm, today: string): PeriodChoices {
  const none = (unavailable: string, faulty: PeriodChoices['faulty'] = null): PeriodChoices => ({
    periods: [],
    unavailable,
    faulty,
    preselected: '',
  });
  const template = jobTemplateOf(form.templateKey);
  if (!template) return none('Choose a template first');
  const settings = settingsOf(template);
  const missing = settings.find(({ name, required }) => required && form[name] === '');
  if (missing && missing.name !== 'provisionalTaxpayer') {
    const { missing: message } = settingTexts[missing.name];
    return none(`${message} first`, { name: missing.name, message });
  }
  let periods: JobPeriod[];
  try {
    periods = jobPeriods(template, periodSettingsOf(form, settings), monthsAfter(today, -12), monthsAfter(today, 15));
  } catch (error) {
    // A date typed into a setting that the calendar cannot count from (a year before 1995).
    if (!(error instanceof RangeError)) throw error;
    const named = settings.find(({ name }) => error.message.includes(name));
    if (!named || named.name === 'provisionalTaxpayer') throw error;
    const message = `${settingTexts[named.name].label} must be a real day from 1995 on`;
    return none(message, { name: named.name, message });
  }
  if (periods.length === 0) return none('No period of this template ends within a year before or 15 months after today');
  return { periods, unavailable: null, faulty: null, preselected: periods.find((period) => period.ends >= today)?.periodKey ?? '' };
}

/** The settings as jobPeriods takes them: only the template's own, a blank one left to its default. */
function periodSettingsOf(form: NewJobForm, settings: readonly TemplateSetting[]): JobPeriodSettings {
  const asked = new Set(settings.map((setting) => setting.name));
  const month = (value: string) => (value === '' ? undefined : Number(value));
  return {
    ...(asked.has('financialYearEnd') ? { financialYearEnd: form.financialYearEnd } : {}),
    ...(asked.has('incorporated') ? { incorporated: form.incorporated } : {}),
    ...(asked.has('yearEndMonth') ? { yearEndMonth: month(form.yearEndMonth) } : {}),
    ...(asked.has('vatEndMonth') ? { vatEndMonth: month(form.vatEndMonth) } : {}),
    ...(asked.has('provisionalTaxpayer') ? { provisionalTaxpayer: form.provisionalTaxpayer } : {}),
  };
}

/** What createJobSchema checks: the form's fields as the API takes them, blanks as none. */
function jobInputOf(form: NewJobForm) {
  return {
    engagementId: form.engagementId,
    templateKey: form.templateKey,
    periodKey: form.periodKey,
    assignedTo: form.assignedTo || null,
    reviewerId: form.reviewerId || null,
    priority: form.priority,
    dueDate: form.dueDate.trim() || null,
  };
}

/**
 * The form checked as the server checks it, by the shared createJobSchema, and the setting a
 * template needs before it has periods. While there are no periods to choose from, the period's
 * own "Choose a period" is left out: its list says what to do first. `today` is South Africa's,
 * from which the periods are offered.
 */
export function newJobFormSchema(today: string) {
  return z
    .object({
      engagementId: z.string(),
      templateKey: z.string(),
      financialYearEnd: z.string(),
      incorporated: z.string(),
      yearEndMonth: z.string(),
      vatEndMonth: z.string(),
      provisionalTaxpayer: z.boolean(),
      periodKey: z.string(),
      assignedTo: z.string(),
      reviewerId: z.string(),
      priority: z.enum(taskPriorityValues),
      dueDate: z.string(),
      repeat: z.boolean(),
      leadDays: z.string(),
    })
    .superRefine((form, context) => {
      const { unavailable, faulty } = periodChoicesOf(form, today);
      if (faulty) context.addIssue({ code: 'custom', path: [faulty.name], message: faulty.message });
      const checked = createJobSchema.safeParse(jobInputOf(form));
      for (const issue of checked.success ? [] : checked.error.issues) {
        if (unavailable !== null && issue.path[0] === 'periodKey') continue;
        // A series' jobs are due on the tax calendar's days: no due date is asked for.
        if (form.repeat && issue.path[0] === 'dueDate') continue;
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (!form.repeat) return;
      const series = createJobSeriesSchema.safeParse(seriesInputOf(form));
      for (const issue of series.success ? [] : series.error.issues) {
        const path = formPathOf(issue.path.map(String));
        if (path !== 'engagementId' && path !== 'templateKey' && path !== 'periodKey') {
          context.addIssue({ code: 'custom', path: [path], message: issue.message });
        }
      }
    })
    .transform((form): NewJobOutput => {
      if (form.repeat) {
        const values = createJobSeriesSchema.parse(seriesInputOf(form));
        return { kind: 'series', input: { ...values, priority: enumName(values.priority) } };
      }
      const values = createJobSchema.parse(jobInputOf(form));
      return { kind: 'job', input: { ...values, priority: enumName(values.priority) } };
    });
}

/**
 * The form's field for a path the series' schema or the server names: a setting is asked by its
 * own name, and the first period is chosen from the period list.
 */
export function formPathOf(path: readonly string[]): string {
  if (path[0] === 'settings' && path[1]) return path[1];
  if (path[0] === 'startsOn') return 'periodKey';
  return path[0] ?? '';
}

/** What createJobSeriesSchema checks: the series starts with the chosen period (the first ending on or after its last day). */
function seriesInputOf(form: NewJobForm) {
  const template = jobTemplateOf(form.templateKey);
  let startsOn: string | null = null;
  try {
    startsOn = form.periodKey ? periodOfKey(form.periodKey).ends : null;
  } catch {
    // Not a period at all: the period's own check names it.
  }
  return {
    engagementId: form.engagementId,
    templateKey: form.templateKey,
    settings: template ? periodSettingsOf(form, settingsOf(template)) : {},
    assignedTo: form.assignedTo || null,
    reviewerId: form.reviewerId || null,
    priority: form.priority,
    leadDays: form.leadDays.trim() === '' ? Number.NaN : Number(form.leadDays),
    startsOn,
  };
}

/**
 * The field messages of a refusal. The API names fields in BAD_USER_INPUT and also in the CONFLICT
 * of a period that already has its job (`periodKey`), which fieldErrorsOf leaves out as a refusal
 * of the whole form: here it belongs beneath the period.
 */
export function jobFieldErrorsOf(error: unknown): FieldErrorMessage[] {
  const extensions = (error as Partial<ApolloError> | undefined)?.graphQLErrors?.[0]?.extensions;
  if (extensions?.code !== 'BAD_USER_INPUT' && extensions?.code !== 'CONFLICT') return [];
  return Array.isArray(extensions.fieldErrors) ? (extensions.fieldErrors as FieldErrorMessage[]) : [];
}
