import { In, type DataSource } from 'typeorm';
import { deleteRows, person, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { recordDeletions } from '../changes';
import { Organizer } from './organizer.entity';
import { OrganizerAnswer } from './organizer-answer.entity';
import { organizerDescription } from './organizer.record';
import { organizerAnswerDescription } from './organizer-answer.record';
import { organizerTemplateDescription } from './organizer-template.record';

/*
 * An organizer's answers are the client's own information about their affairs (income, medical
 * aid, retirement annuities, rental and foreign income…): exported in "My data", and deleted on
 * erasure with the organizers they belong to, whatever their state. Unlike a signed engagement
 * letter, an organizer is not the firm's record of an agreement: it is what the client told the
 * firm to do the work, and what the firm must keep of that work (the return, the working papers,
 * a PDF of the answers exported to them) is kept outside the portal under the Tax Administration
 * Act. Anonymising the answers instead would keep nothing of use: every answer is about the
 * person. Files uploaded against a question are the client's documents and go with them.
 */
export const organizersColumns = [
  personalDataOf(organizerDescription),
  personalDataOf(organizerAnswerDescription),
  // The firm's own questionnaires.
  personalDataOf(organizerTemplateDescription),
];

/** organizers.json: the organizers sent to the person, each with its questions and their answers. */
export const organizersSection = (dataSource: DataSource): DataSection => ({
  key: 'organizers',
  file: 'organizers.json',
  label: 'Organizers',
  explains:
    'The questionnaires (organizers) the firm sent you to fill in: their questions as sent, your answers to each (the files you uploaded against a question are among your documents, by their ids), and the notes the firm left when it asked you to look at a question again.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Organizer)
        .createQueryBuilder('organizer')
        .leftJoinAndSelect('organizer.engagement', 'engagement')
        .leftJoinAndSelect('organizer.sender', 'sender')
        .leftJoinAndSelect('organizer.reopener', 'reopener')
        .leftJoinAndSelect('organizer.canceller', 'canceller')
        .where('organizer.clientId = :id', { id }),
    async (organizers) => {
      const answers = organizers.length
        ? await dataSource.getRepository(OrganizerAnswer).findBy({ organizerId: In(organizers.map((organizer) => organizer.id)) })
        : [];
      return organizers.map((organizer) =>
        archiveRecordOf(organizerDescription, organizer, {
          progress: { answered: organizer.answeredCount, total: organizer.questionCount },
          // The staff members by name and address, not by id.
          sentBy: person(organizer.sender),
          reopenedBy: person(organizer.reopener),
          cancelledBy: person(organizer.canceller),
          answers: answers
            .filter((answer) => answer.organizerId === organizer.id)
            .map((answer) => archiveRecordOf(organizerAnswerDescription, answer)),
        }),
      );
    },
  ),
});

/** Every organizer sent to the person goes, and its answers with it. */
export const eraseOrganizers: ErasureStep = {
  action: 'privacy.erasure.organizers_deleted',
  run: async ({ manager, person: erased, now }) => {
    const organizers = await manager.find(Organizer, { where: { clientId: erased.id }, select: { id: true } });
    const ids = organizers.map(({ id }) => id);
    const answers = ids.length ? await manager.find(OrganizerAnswer, { where: { organizerId: In(ids) }, select: { id: true } }) : [];
    await deleteRows(
      manager,
      OrganizerAnswer,
      answers.map(({ id }) => id),
    );
    const count = await deleteRows(manager, Organizer, ids);
    // A syncing integration hears the organizers went (features/changes).
    await recordDeletions(
      manager,
      'organizer',
      ids.map((id) => ({ id, clientId: erased.id })),
      now,
    );
    return { count };
  },
};
