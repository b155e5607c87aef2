import { z } from 'zod';
import { jobStageValues } from './jobs/job-stages';
import { jobTemplateKeys } from './jobs/job-templates';
import { isCalendarDate } from './south-africa-time';
import { taskPriorityValues } from './task-values';

/*
 * What staff send about jobs (docs/jobs.md), the portal's forms and both APIs alike. The rules of
 * periods and due dates are in validation/jobs/.
 */

export const jobDueValues = ['overdue', 'this_week', 'this_month'] as const;

const optionalId = (label: string) =>
  z
    .string(`${label} must be an id`)
    .trim()
    .max(36, `${label} must be an id`)
    .nullish()
    .transform((value) => value || null);

const requiredId = (message: string) => z.string(message).trim().min(1, message).max(36, message);

/** A form's "All" (an empty string) means no filter. */
const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, message).nullish());

const day = (label: string) =>
  z.string(`${label} must be a date written YYYY-MM-DD`).trim().refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD`);

/** The board's and the list's filters, every one optional; done jobs only when asked for. */
export const jobFilterSchema = z.object({
  stage: optionalChoice(jobStageValues, 'Choose a stage from the list'),
  templateKey: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string('Choose a template from the list')
      .refine((key) => jobTemplateKeys.includes(key), 'Choose a template from the list')
      .nullish(),
  ),
  assignedTo: optionalId('Assignee'),
  clientId: optionalId('Client'),
  engagementId: optionalId('Engagement'),
  due: optionalChoice(jobDueValues, 'Due must be overdue, this_week or this_month'),
  includeDone: z.boolean('Include done must be true or false').nullish(),
});
export type JobFilter = z.output<typeof jobFilterSchema>;

/**
 * A new job: which engagement, which template, which period (a key the template's rules give,
 * validation/jobs/job-periods.ts). The due date is the tax calendar's unless one is set here.
 */
export const createJobSchema = z.strictObject({
  engagementId: requiredId('Choose an engagement'),
  templateKey: z.string('Choose a template').refine((key) => jobTemplateKeys.includes(key), 'Choose a template from the list'),
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
