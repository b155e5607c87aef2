import { In, type DataSource } from 'typeorm';
import type { TasksOfEngagements } from '../engagements';
import { records, type DataSection } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { Task } from './task.entity';
import { taskDescription } from './task.record';

/** How POPIA treats each column: in the description (task.record.ts). */
export const tasksColumns = [personalDataOf(taskDescription)];

/**
 * A task as the archive writes it, in tasks.json and in its engagement in engagements.json: its
 * exported columns, without the assignee's id (tasks.json says `assignedToYou`).
 */
const taskShape = (task: Task) => archiveRecordOf(taskDescription, task);

/** The tasks of the person's engagements, as engagements.json nests them. */
export const tasksOfEngagements: TasksOfEngagements = async (dataSource, engagementIds) => {
  const tasks = await dataSource
    .getRepository(Task)
    .find({ where: { engagementId: In(engagementIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  return tasks.map((task) => ({ engagementId: task.engagementId, task: taskShape(task) }));
};

/** tasks.json: the tasks of the person's engagements and those assigned to them. */
export const tasksSection = (dataSource: DataSource): DataSection => ({
  key: 'tasks',
  file: 'tasks.json',
  label: 'Tasks',
  explains: 'Every task on your engagements or assigned to you, with the engagement it belongs to.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Task)
        .createQueryBuilder('task')
        .innerJoinAndSelect('task.engagement', 'engagement')
        .where('(engagement.clientId = :id OR task.assignedTo = :id)', { id }),
    (tasks, { id }) =>
      tasks.map((task) =>
        archiveRecordOf(taskDescription, task, { engagement: task.engagement.title, assignedToYou: task.assignedTo === id }),
      ),
  ),
});
