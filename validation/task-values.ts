// The tasks' value lists apart from their zod schemas (tasks.ts): the tasks page labels and
// filters its list without pulling zod into its first screen.

/** SPEC.md §4: pending (the default), in_progress, completed. */
export const taskStatusValues = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatusValue = (typeof taskStatusValues)[number];

/** SPEC.md §3: high, medium (the default), low. */
export const taskPriorityValues = ['high', 'medium', 'low'] as const;
export type TaskPriorityValue = (typeof taskPriorityValues)[number];
