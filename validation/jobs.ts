import { z } from 'zod';
import { jobStageValues } from './jobs/job-stages';
import { jobTemplateKeys } from './jobs/job-templates';
import { jobPeriodSettingsSchema } from './jobs/job-period-settings';
import { day, optionalChoice, optionalId, requiredId } from './input-parts';
import { taskPriorityValues } from './task-values';

/*
 * What staff send about jobs (docs/jobs.md), the portal's forms and both APIs alike. The rules of
 * periods and due dates are in validation/jobs/.
 */

export const jobDueValues = ['overdue', 'this_week', 'this_month'] as const;

/** A built-in template's key (`jobs.templateKey` is varchar(40)); `message` when it is not text. */
const templateKey = (message: string) =>
  z
    .string(message)
    .max(40, { message: 'Choose a template from the list', abort: true })
    .refine((key) => jobTemplateKeys.includes(key), 'Choose a template from the list');

/** The board's and the list's filters, every one optional; done jobs only when asked for. */
export const jobFilterSchema = z.object({
  stage: optionalChoice(jobStageValues, 'Choose a stage from the list'),
  templateKey: z.preprocess((value) => (value === '' ? undefined : value), templateKey('Choose a template from the list').nullish()),
  assignedTo: optionalId('Assignee'),
  clientId: optionalId('Client'),
  engagementId: optionalId('Engagement'),
  due: optionalChoice(jobDueValues, 'Due must be overdue, this_week or this_month'),
  /** Due on or after this day (YYYY-MM-DD, SAST): the calendar's day or month. */
  dueFrom: z.preprocess((value) => (value === '' ? undefined : value), day('Due from').nullish()),
  /** Due on or before this day. */
  dueTo: z.preprocess((value) => (value === '' ? undefined : value), day('Due to').nullish()),
  includeDone: z.boolean('Include done must be true or false').nullish(),
});
export type JobFilter = z.output<typeof jobFilterSchema>;

/** The longest stretch the calendar counts at once: a month's grid, six weeks. */
export const MAX_DUE_DAYS = 42;

/** The calendar's count of jobs per due day: the filters, and the days from and to (both included). */
export const jobDueDaysSchema = jobFilterSchema
  .omit({ dueFrom: true, dueTo: true, due: true, stage: true })
  .extend({ from: day('From'), to: day('To') })
  .superRefine((values, context) => {
    if (values.from > values.to) context.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
    else if ((Date.parse(values.to) - Date.parse(values.from)) / 86_400_000 + 1 > MAX_DUE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `The calendar counts at most ${MAX_DUE_DAYS} days at once` });
    }
  });

/**
 * A new job: which engagement, which template, which period (a key the template's rules give,
 * validation/jobs/job-periods.ts). The due date is the tax calendar's unless one is set here.
 */
export const createJobSchema = z.strictObject({
  engagementId: requiredId('Choose an engagement'),
  templateKey: templateKey('Choose a template'),
  periodKey: z.string('Choose a period').trim().min(1, 'Choose a period').max(60, 'Choose a period from the list'),
  assignedTo: optionalId('Assignee'),
  reviewerId: optionalId('Reviewer'),
  priority: z.enum(taskPriorityValues, 'Priority must be high, medium or low').default('medium'),
  dueDate: day('Due date')
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * An edit of a job's people, priority or due date; a field left out stays as it is. A due date of
 * null hands the date back to the tax calendar.
 */
export const updateJobSchema = z.strictObject({
  assignedTo: optionalId('Assignee').optional(),
  reviewerId: optionalId('Reviewer').optional(),
  priority: z.enum(taskPriorityValues, 'Priority must be high, medium or low').optional(),
  dueDate: day('Due date').nullable().optional(),
});

export const moveJobSchema = z.strictObject({
  stage: z.enum(jobStageValues, `Stage must be one of ${jobStageValues.join(', ')}`),
});

// ---- Recurring series (docs/jobs.md#recurring-series) -------------------------------------------

export const jobSeriesStatusValues = ['active', 'paused', 'ended'] as const;
export type JobSeriesStatusValue = (typeof jobSeriesStatusValues)[number];

/** How many days before its period ends a series makes the period's job, by default and at most. */
export const DEFAULT_LEAD_DAYS = 7;
export const MAX_LEAD_DAYS = 120;

const leadDays = z
  .int('Days before the period ends must be a whole number')
  .min(0, 'Days before the period ends must be 0 or more')
  .max(MAX_LEAD_DAYS, `Days before the period ends must be at most ${MAX_LEAD_DAYS}`)
  .meta({ format: 'int32' });

/**
 * A recurring series: an engagement's job of one template for every period, each made `leadDays`
 * before its period ends, from the first period ending on or after `startsOn` (today when left out).
 */
export const createJobSeriesSchema = z.strictObject({
  engagementId: requiredId('Choose an engagement'),
  templateKey: templateKey('Choose a template'),
  settings: jobPeriodSettingsSchema.nullish().transform((value) => value ?? {}),
  assignedTo: optionalId('Assignee'),
  reviewerId: optionalId('Reviewer'),
  priority: z.enum(taskPriorityValues, 'Priority must be high, medium or low').default('medium'),
  leadDays: leadDays.default(DEFAULT_LEAD_DAYS),
  startsOn: day('First period ends on or after')
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * A change to a series, for the jobs it makes from now on; a field left out stays as it is. With
 * `applyToOpenJobs` the people and priority also change on its jobs not yet done.
 */
export const updateJobSeriesSchema = z.strictObject({
  assignedTo: optionalId('Assignee').optional(),
  reviewerId: optionalId('Reviewer').optional(),
  priority: z.enum(taskPriorityValues, 'Priority must be high, medium or low').optional(),
  leadDays: leadDays.optional(),
  settings: jobPeriodSettingsSchema.optional(),
  applyToOpenJobs: z.boolean('Apply to open jobs must be true or false').default(false),
});

export const jobSeriesStatusSchema = z.strictObject({
  status: z.enum(jobSeriesStatusValues, 'Status must be active, paused or ended'),
});

/**
 * The most periods one series skips: ten years of monthly ones. A skipped period stays skipped for
 * as long as the series runs, so the list only grows; past this, end the series and start another.
 */
export const MAX_SKIPPED_PERIODS = 120;

/** A period of the series to skip (or make again): one of its template's period keys. */
export const jobSeriesPeriodSchema = z.strictObject({
  periodKey: z.string('Choose a period').trim().min(1, 'Choose a period').max(60, 'Choose a period of the series'),
});

export const jobSeriesFilterSchema = z.object({
  engagementId: optionalId('Engagement'),
  assignedTo: optionalId('Assignee'),
  clientId: optionalId('Client'),
  templateKey: z.preprocess((value) => (value === '' ? undefined : value), templateKey('Choose a template from the list').nullish()),
  status: optionalChoice(jobSeriesStatusValues, 'Status must be active, paused or ended'),
});
