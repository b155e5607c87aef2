// The tasks' value lists apart from their zod schemas (tasks.ts): the tasks page labels and
// filters its list without pulling zod into its first screen.

/** docs/product.md#task-status: pending (the default), in_progress, completed. */
export const taskStatusValues = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatusValue = (typeof taskStatusValues)[number];

/** docs/product.md#screen-shapes (Task): high, medium (the default), low. */
export const taskPriorityValues = ['high', 'medium', 'low'] as const;
export type TaskPriorityValue = (typeof taskPriorityValues)[number];
