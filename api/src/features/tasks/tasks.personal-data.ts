import { In, type DataSource } from 'typeorm';
import type { TasksOfEngagements } from '../engagements';
import { personalData, records, type DataSection } from '../../shared/personal-data';
import { Task } from './task.entity';
import { taskJson } from './tasks.routes';

// Kept on erasure with the engagement they belong to (SARS: five years of records).
export const tasksColumns = [
  personalData(Task, {
    exported: [
      'id',
      'engagementId',
      'title',
      'description',
      'status',
      'priority',
      'dueDate',
      'completedAt',
      'estimatedHours',
      'actualHours',
      'createdAt',
      'updatedAt',
    ],
    deletedWithTheRowOnErasure: false,
    // Exported as `assignedToYou`.
    notPersonal: ['assignedTo'],
  }),
];

/**
 * A task as the archive writes it, in tasks.json and in its engagement in engagements.json: as REST
 * answers it, without the assignee's id (tasks.json says `assignedToYou`).
 */
export const taskShape = (task: Task) => {
  const { assignedTo: _assignedTo, ...shape } = taskJson(task);
  return shape;
};

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
      tasks.map((task) => ({ ...taskShape(task), engagement: task.engagement.title, assignedToYou: task.assignedTo === id })),
  ),
});
