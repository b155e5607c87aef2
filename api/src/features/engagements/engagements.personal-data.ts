import type { DataSource } from 'typeorm';
import { person, personalData, records, type DataSection } from '../../shared/personal-data';
import { Engagement } from './engagement.entity';

// Kept on erasure with their amounts and dates (SARS: five years of records).
export const engagementsColumns = [
  personalData(Engagement, {
    exported: [
      'id',
      'title',
      'description',
      'status',
      'startDate',
      'dueDate',
      'completedAt',
      'totalAmount',
      'paidAmount',
      'createdAt',
      'updatedAt',
    ],
    deletedWithTheRowOnErasure: false,
    // Exported as the service's name and the advisor's name and address.
    notPersonal: ['clientId', 'serviceId', 'assignedTo'],
  }),
];

/**
 * The tasks of some engagements as engagements.json lists them, oldest first. The tasks feature
 * answers it (tasksOfEngagements); the composition layer hands it to the section.
 */
export type TasksOfEngagements = (dataSource: DataSource, engagementIds: string[]) => Promise<{ engagementId: string; task: object }[]>;

/** engagements.json: the person's engagements, each with its tasks. */
export const engagementsSection =
  (tasksOf: TasksOfEngagements) =>
  (dataSource: DataSource): DataSection => ({
    key: 'engagements',
    file: 'engagements.json',
    label: 'Engagements',
    explains: 'The engagements the firm runs for you: service, advisor, amounts in rand, and each one’s tasks.',
    ...records(
      ({ id }) =>
        dataSource
          .getRepository(Engagement)
          .createQueryBuilder('engagement')
          .leftJoinAndSelect('engagement.service', 'service')
          .leftJoinAndSelect('engagement.advisor', 'advisor')
          .where('engagement.clientId = :id', { id }),
      async (engagements) => {
        const ids = engagements.map((engagement) => engagement.id);
        const tasks = ids.length ? await tasksOf(dataSource, ids) : [];
        return engagements.map((engagement) => ({
          id: engagement.id,
          title: engagement.title,
          description: engagement.description,
          service: engagement.service?.name ?? null,
          status: engagement.status,
          advisor: person(engagement.advisor),
          startDate: engagement.startDate,
          dueDate: engagement.dueDate,
          completedAt: engagement.completedAt,
          totalAmount: engagement.totalAmount,
          paidAmount: engagement.paidAmount,
          createdAt: engagement.createdAt,
          updatedAt: engagement.updatedAt,
          tasks: tasks.filter((entry) => entry.engagementId === engagement.id).map((entry) => entry.task),
        }));
      },
    ),
  });
