import { z } from 'zod';
import type { ApolloError } from '@apollo/client';
import { enumName } from '@validation/enum-names';
import { createJobSchema } from '@validation/jobs';
import { jobPeriods, type JobPeriod, type JobPeriodSettings } from '@validation/jobs/job-periods';
import { jobTemplateOf, type JobTemplate } from '@validation/jobs/job-templates';
import { addMonths, daysInMonth, dateOf, parseMonth } from '@validation/tax-calendar/calendar-days';
import { taskPriorityValues, type TaskPriorityValue } from '@validation/task-values';
import type { CreateJobInput } from '../../../graphql/generated';
import type { FieldErrorMessage } from '../../../lib/graphql-errors';

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
  /** '' for the tax calendar's day. */
  dueDate: string;
}

export type PeriodSetting = 'financialYearEnd' | 'incorporated' | 'yearEndMonth' | 'vatEndMonth' | 'provisionalTaxpayer';

/** A setting the template's periods are worked out from, and whether it has no default. */
export interface TemplateSetting {
  name: PeriodSetting;
  required: boolean;
}

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
  };
}

/** The settings `template`'s periods need (jobPeriods' settings), in the order the form asks for them; none without a template. */
export function settingsOf(template: JobTemplate | undefined): TemplateSetting[] {
  const settings: TemplateSetting[] = [];
  for (const rule of template?.rules ?? []) {
    if (rule === 'itr14') settings.push({ name: 'financialYearEnd', required: true });
    if (rule === 'cipc-annual-return') settings.push({ name: 'incorporated', required: true });
    if (rule === 'vat201' && template?.vatCategory === 'E') settings.push({ name: 'yearEndMonth', required: true });
    if (rule === 'vat201' && template?.vatCategory === 'D') settings.push({ name: 'vatEndMonth', required: false });
    if (rule.startsWith('irp6')) settings.push({ name: 'yearEndMonth', required: false });
    // ITR12 has a rule for each kind of taxpayer: one question decides between them.
    if (rule === 'itr12-provisional') settings.push({ name: 'provisionalTaxpayer', required: false });
  }
  return settings;
}

/** What the form asks for each setting, and how a missing one is named (beneath its field, and in the period list with "first"). */
export const settingTexts: Record<Exclude<PeriodSetting, 'provisionalTaxpayer'>, { label: string; missing: string }> = {
  financialYearEnd: { label: 'Financial year-end', missing: 'Enter the financial year-end' },
  incorporated: { label: 'Incorporated on', missing: 'Enter the day the company was incorporated' },
  yearEndMonth: { label: 'Year of assessment ends in', missing: 'Choose the month the year of assessment ends in' },
  vatEndMonth: { label: 'Six-month periods end in', missing: 'Choose the months the periods end in' },
};

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
    })
    .superRefine((form, context) => {
      const { unavailable, faulty } = periodChoicesOf(form, today);
      if (faulty) context.addIssue({ code: 'custom', path: [faulty.name], message: faulty.message });
      const checked = createJobSchema.safeParse(jobInputOf(form));
      for (const issue of checked.success ? [] : checked.error.issues) {
        if (unavailable !== null && issue.path[0] === 'periodKey') continue;
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((form): CreateJobInput => {
      const values = createJobSchema.parse(jobInputOf(form));
      return { ...values, priority: enumName(values.priority) };
    });
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
