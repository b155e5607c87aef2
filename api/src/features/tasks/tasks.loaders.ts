import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { Task } from './task.entity';

export interface TaskCounts {
  total: number;
  completed: number;
}

/** How many tasks each engagement has, and how many are done: one grouped statement per list. */
export function createTaskLoaders(dataSource: DataSource) {
  return {
    taskCountsByEngagementId: new DataLoader<string, TaskCounts>(async (engagementIds) => {
      const rows = await dataSource
        .getRepository(Task)
        .createQueryBuilder('task')
        .select('task.engagementId', 'engagementId')
        .addSelect('COUNT(*)', 'total')
        .addSelect("SUM(CASE WHEN task.status = 'completed' THEN 1 ELSE 0 END)", 'completed')
        .where('task.engagementId IN (:...engagementIds)', { engagementIds: [...engagementIds] })
        .groupBy('task.engagementId')
        .getRawMany<{ engagementId: string; total: number | string; completed: number | string | null }>();
      // MySQL answers COUNT and SUM as strings (and SUM over no rows as NULL).
      const counts = new Map(rows.map((row) => [row.engagementId, { total: Number(row.total), completed: Number(row.completed ?? 0) }]));
      return engagementIds.map((id) => counts.get(id) ?? { total: 0, completed: 0 });
    }),
  };
}
