import type { DataSource } from 'typeorm';
import { records, type DataSection } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { engagementDescription } from './engagement.record';
import { Engagement } from './engagement.entity';

/** How POPIA treats each column: in the description (engagement.record.ts). */
export const engagementsColumns = [personalDataOf(engagementDescription)];

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
        return engagements.map((engagement) =>
          archiveRecordOf(engagementDescription, engagement, {
            tasks: tasks.filter((entry) => entry.engagementId === engagement.id).map((entry) => entry.task),
          }),
        );
      },
    ),
  });
