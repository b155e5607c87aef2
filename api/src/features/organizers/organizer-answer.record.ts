import { z } from 'zod';
import { ID } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import {
  archiveOnly,
  customField,
  describeRecord,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { OrganizerAnswer } from './organizer-answer.entity';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { ORGANIZER_MAX_FILES_PER_QUESTION } from '../../../../validation/organizer-values';

const IN_THE_ARCHIVE = 'the APIs name an answer by its organizer and question, and say when it was last saved (answeredAt)';

/**
 * The client's answer to one question, as both APIs, the OpenAPI document and the "My data"
 * archive show it (/api/organizers/{id}/answers). Deleted on erasure with its organizer.
 */
export const organizerAnswerDescription = describeRecord({
  name: 'OrganizerAnswer',
  description: 'The client’s answer to one question',
  entity: OrganizerAnswer,
  deletedWithTheRowOnErasure: true,
  simpleResolvers: true,
  fields: {
    id: archiveOnly((answer: OrganizerAnswer) => answer.id),
    organizerId: referenceField('The organizer it belongs to', { privacy: privacy.notPersonal }),
    questionKey: textField('The question it answers', { privacy: privacy.exported }),
    value: customField(
      z.unknown(),
      () => GraphQLJSON,
      'By the question’s kind: true or false; text; a number (a whole number, 0 or more, when the question counts); an amount in rand (a number, two decimals at most); a date YYYY-MM-DD; the choice; a list of choices; null for a file question or no answer',
      {
        privacy: privacy.exported,
        nullInGraphQL: 'any JSON value by the question’s kind, null included, on both sides: any JSON in REST, a nullable JSON in GraphQL',
      },
    ),
    documentIds: customField(
      z.array(z.string().max(RECORD_ID_LENGTH)).max(ORGANIZER_MAX_FILES_PER_QUESTION),
      () => [ID],
      'A file question’s answer: the ids of the client’s documents uploaded against it (GET /api/documents/:id)',
      { privacy: privacy.exported },
    ),
    answeredBy: referenceField('Who gave the answer (a user id)', {
      nullable: true,
      privacy: privacy.notPersonal,
      graphqlEdge: 'answeredBy',
    }),
    answeredAt: instantField('When it was last saved', { computedBy: 'the updatedAt column: saving the answer again moves it' }),
    createdAt: archiveOnly((answer: OrganizerAnswer) => answer.createdAt),
    updatedAt: archiveOnly((answer: OrganizerAnswer) => answer.updatedAt),
  },
  internal: {
    id: { privacy: privacy.exported, because: IN_THE_ARCHIVE },
    createdAt: { privacy: privacy.exported, because: IN_THE_ARCHIVE },
    updatedAt: { privacy: privacy.exported, because: IN_THE_ARCHIVE },
  },
});

/** An answer as REST answers it, in the order the JSON carries it. */
export const organizerAnswerRecord = restShapeOf(organizerAnswerDescription);
