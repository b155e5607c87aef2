import type { TaskItemFragment, TaskPriority, TaskStatus } from '../../../graphql/generated';

/** docs/product.md#task-status: a due date in the past and not completed. */
export function isOverdue(task: Pick<TaskItemFragment, 'dueDate' | 'status'>, now: Date): boolean {
  return !!task.dueDate && task.status !== 'COMPLETED' && new Date(task.dueDate).getTime() < now.getTime();
}

export interface TaskFilterValues {
  search: string;
  /** '' for all. */
  status: TaskStatus | '';
  /** '' for all. */
  priority: TaskPriority | '';
}

export const noTaskFilters: TaskFilterValues = { search: '', status: '', priority: '' };

/**
 * docs/product.md#search-and-filters: status, priority, and a case-insensitive substring of the
 * title or description.
 */
export function filterTasks(tasks: readonly TaskItemFragment[], { search, status, priority }: TaskFilterValues): TaskItemFragment[] {
  const text = search.trim().toLowerCase();
  return tasks.filter(
    (task) =>
      (!status || task.status === status) &&
      (!priority || task.priority === priority) &&
      (!text || task.title.toLowerCase().includes(text) || (task.description ?? '').toLowerCase().includes(text)),
  );
}

export const isFiltered = ({ search, status, priority }: TaskFilterValues) => search.trim() !== '' || status !== '' || priority !== '';
