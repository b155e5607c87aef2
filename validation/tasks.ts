import { z } from 'zod';
import { taskStatusValues, taskPriorityValues } from './task-values';
import { INSTANT_MAX_LENGTH } from './input-parts';

export * from './task-values';

const TASK_SEARCH_MAX_LENGTH = 255;

/** A form's "All" (an empty string) means no filter. */
const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, message).nullish());

/**
 * The task list's filters; every one optional. Search matches title and description in any case
 * (docs/product.md#search-and-filters).
 */
export const taskFilterSchema = z.object({
  status: optionalChoice(taskStatusValues, 'Choose a status from the list'),
  priority: optionalChoice(taskPriorityValues, 'Choose a priority from the list'),
  search: z
    .string('Search must be text')
    .trim()
    .max(TASK_SEARCH_MAX_LENGTH, `Search must be at most ${TASK_SEARCH_MAX_LENGTH} characters`)
    .nullish(),
  engagementId: z
    .string('Engagement must be text')
    .trim()
    .max(36, 'Engagement must be at most 36 characters')
    .nullish()
    .transform((value) => value || undefined),
});

/**
 * A task's new status. completedAt is the server's to decide (now on completion, cleared
 * otherwise), so a completedAt sent with it (the PUT body of docs/product.md#rest-calls) is read,
 * held to an instant's length like any other input, and ignored.
 */
export const updateTaskStatusSchema = z.object({
  status: z.enum(taskStatusValues, 'Status must be pending, in_progress or completed'),
  completedAt: z
    .string('Completed at must be text')
    .max(INSTANT_MAX_LENGTH, `Completed at must be at most ${INSTANT_MAX_LENGTH} characters`)
    .nullish()
    .describe('Ignored'),
});
