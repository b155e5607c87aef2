import type { SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { taskVisibilityConditions } from '../engagements';
import type { Task } from './task.entity';

/**
 * Query pieces shared by the task list and the task edges of the graph, so both apply one rule
 * and one order. Both expect the task aliased `task` joined to its engagement as `engagement`.
 */
export function whereTaskVisible(query: SelectQueryBuilder<Task>, viewer: Viewer): SelectQueryBuilder<Task> {
  const visible = taskVisibilityConditions('task', 'engagement', viewer);
  if (visible) query.andWhere(`(${visible.join(' OR ')})`, { viewerId: viewer.id });
  return query;
}

/** Open tasks before completed ones, each soonest due first and those without a due date last. */
export function orderTasksForList(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query
    .orderBy("CASE WHEN task.status = 'completed' THEN 1 ELSE 0 END", 'ASC')
    .addOrderBy('CASE WHEN task.dueDate IS NULL THEN 1 ELSE 0 END', 'ASC')
    .addOrderBy('task.dueDate', 'ASC')
    .addOrderBy('task.createdAt', 'ASC')
    .addOrderBy('task.id', 'ASC');
}

/** Overdue (docs/product.md#task-status): not completed and due before now. */
export function whereTaskOverdue(query: SelectQueryBuilder<Task>, now: Date): SelectQueryBuilder<Task> {
  return query.andWhere("task.status <> 'completed' AND task.dueDate < :overdueBefore", { overdueBefore: now });
}

/** The same rule for one task in memory. */
export function isTaskOverdue(task: Pick<Task, 'status' | 'dueDate'>, now: Date): boolean {
  return task.status !== 'completed' && !!task.dueDate && new Date(task.dueDate).getTime() < now.getTime();
}
