import { z } from 'zod';
import { enumName } from '@validation/enum-names';
import { updateJobSeriesSchema } from '@validation/jobs';
import { taskPriorityValues, type TaskPriorityValue } from '@validation/task-values';
import type { SeriesCardFragment, UpdateJobSeriesInput } from '../../../graphql/generated';

/*
 * "Change series" (docs/jobs.md#recurring-series): who does and reviews the jobs it makes, how
 * urgent they are and how long before each period ends they are made; optionally its open jobs
 * too. Checked by the schema the server uses.
 */

export interface EditSeriesForm {
  /** '' for nobody. */
  assignedTo: string;
  /** '' for nobody. */
  reviewerId: string;
  priority: TaskPriorityValue;
  /** As the number input writes it. */
  leadDays: string;
  applyToOpenJobs: boolean;
}

/** The fields updateJobSeries takes that the form shows, each also a path the server may name. */
export const editSeriesFields = ['assignedTo', 'reviewerId', 'priority', 'leadDays'] as const;

export function editSeriesForm(series: SeriesCardFragment): EditSeriesForm {
  return {
    assignedTo: series.assignee?.id ?? '',
    reviewerId: series.reviewer?.id ?? '',
    priority: series.priority.toLowerCase() as TaskPriorityValue,
    leadDays: String(series.leadDays),
    applyToOpenJobs: false,
  };
}

/** What updateJobSeriesSchema checks: blanks as nobody, the lead as a number (a blank as none, named by the schema). */
const seriesInputOf = (form: EditSeriesForm) => ({
  assignedTo: form.assignedTo || null,
  reviewerId: form.reviewerId || null,
  priority: form.priority,
  leadDays: form.leadDays.trim() === '' ? Number.NaN : Number(form.leadDays),
  applyToOpenJobs: form.applyToOpenJobs,
});

export const editSeriesFormSchema = z
  .object({
    assignedTo: z.string(),
    reviewerId: z.string(),
    priority: z.enum(taskPriorityValues),
    leadDays: z.string(),
    applyToOpenJobs: z.boolean(),
  })
  .superRefine((form, context) => {
    const checked = updateJobSeriesSchema.safeParse(seriesInputOf(form));
    for (const issue of checked.success ? [] : checked.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .transform((form): UpdateJobSeriesInput => {
    const values = updateJobSeriesSchema.parse(seriesInputOf(form));
    return { ...values, priority: values.priority ? enumName(values.priority) : null };
  });
