import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import type { Engagement } from '../engagements';
import { Task, type TaskStatus } from './task.entity';
import { orderTasksForList, whereTaskOverdue, whereTaskVisible } from './task-queries';

export interface TaskCounts {
  total: number;
  completed: number;
}

/** The arguments of the task edges: `tasks(status:, overdue:)`. */
export interface TaskEdgeArgs {
  status?: TaskStatus | null;
  overdue?: boolean | null;
}

interface TaskLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
  now: Date;
  /** Engagements joined on the way are handed here, so Task.engagement needs no second read. */
  primeEngagement: (engagement: Engagement) => void;
}

/**
 * Task counts per engagement, the tasks of each engagement and the tasks of each person: one
 * statement per list whatever its length, each applying the task list's own visibility rule.
 */
export function createTaskLoaders({ dataSource, viewer, access, now, primeEngagement }: TaskLoaderDeps) {
  const visibleTasks = ({ status, overdue }: TaskEdgeArgs, signedIn: Viewer) => {
    const query = dataSource.getRepository(Task).createQueryBuilder('task').innerJoinAndSelect('task.engagement', 'engagement');
    whereTaskVisible(query, signedIn);
    if (status) query.andWhere('task.status = :status', { status });
    if (overdue === true) whereTaskOverdue(query, now);
    if (overdue === false)
      query.andWhere("(task.status = 'completed' OR task.dueDate IS NULL OR task.dueDate >= :overdueBefore)", { overdueBefore: now });
    return orderTasksForList(query);
  };
  const load = async (query: ReturnType<typeof visibleTasks>) => {
    const tasks = await query.getMany();
    for (const task of tasks) primeEngagement(task.engagement);
    return tasks;
  };

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

    /** Engagement.tasks: the tasks of each engagement the viewer may see. */
    tasksByEngagementId: keyedLoaders(
      (args: TaskEdgeArgs) =>
        new DataLoader<string, Task[]>(async (engagementIds) => {
          if (!viewer) return engagementIds.map(() => []);
          const tasks = await load(visibleTasks(args, viewer).andWhere('task.engagementId IN (:...engagementIds)', { engagementIds }));
          return groupUnder(engagementIds, tasks, (task) => [task.engagementId]);
        }),
    ),

    /**
     * User.tasks: a person's tasks are those of the engagements they are the client or the
     * advisor of, and those assigned to them.
     */
    tasksByUserId: keyedLoaders(
      (args: TaskEdgeArgs) =>
        new DataLoader<string, Task[]>(async (userIds) => {
          const followable = [...(await access.followable(userIds))];
          if (!viewer || followable.length === 0) return userIds.map(() => []);
          const tasks = await load(
            visibleTasks(args, viewer).andWhere(
              '(engagement.clientId IN (:...people) OR engagement.assignedTo IN (:...people) OR task.assignedTo IN (:...people))',
              { people: followable },
            ),
          );
          const allowed = new Set(followable);
          return groupUnder(userIds, tasks, (task) =>
            [task.engagement.clientId, task.engagement.assignedTo, task.assignedTo].filter((id) => id && allowed.has(id)),
          );
        }),
    ),
  };
}
