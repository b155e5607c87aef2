import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { sentToAClientFields, STAFF_MEMBER } from '../../records/sent-to-a-client';
import {
  ORGANIZER_MAX_QUESTIONS,
  ORGANIZER_NOTE_MAX_LENGTH,
  ORGANIZER_QUESTION_KEY_MAX_LENGTH,
  organizerStatusValues,
} from '../../../../validation/organizer-values';
import { Organizer } from './organizer.entity';
import { OrganizerSectionType, organizerSectionsRecord } from './organizer-sections.record';

export const OrganizerStatusKind = enumOf(organizerStatusValues);
export type OrganizerStatusKind = (typeof organizerStatusValues)[number];
registerEnumType(OrganizerStatusKind, {
  name: 'OrganizerStatus',
  description:
    'SENT (nothing answered yet), IN_PROGRESS (being answered), SUBMITTED (answers locked), REOPENED (staff asked for another look) or CANCELLED (by staff)',
});

/*
 * The parts of an organizer that are not rows of their own (its progress, the notes of its last
 * reopening), then the organizer. Each part's GraphQL type is made here, beside its description,
 * because the organizer's description (and the answer result's) names the type.
 */

/** How far the client is (also in what saving an answer answers, organizer-answer-result.record.ts). */
export const organizerProgressDescription = describeRecord({
  name: 'OrganizerProgress',
  description: 'How far the client is: "7 of 23 answered"',
  entity: null,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    answered: integerField('The questions shown that have an answer', {
      computedBy: 'progressOf (organizers.service.ts), from answeredCount',
    }),
    total: integerField('The questions shown (a question hidden by its condition does not count)', {
      computedBy: 'progressOf (organizers.service.ts), from questionCount',
    }),
  },
});

export const organizerProgressRecord = restShapeOf(organizerProgressDescription);

@RecordObjectType(organizerProgressDescription)
export class OrganizerProgressType {}

const IN_REVIEW_NOTES = { computedBy: 'the reviewNotes column (JSON)' } as const;

/** A note staff left on a question when they reopened the organizer. */
export const organizerReviewNoteDescription = describeRecord({
  name: 'OrganizerReviewNote',
  description: 'A note staff left on a question when they reopened the organizer',
  entity: null,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    questionKey: textField('The question it is about', { ...IN_REVIEW_NOTES, maxLength: ORGANIZER_QUESTION_KEY_MAX_LENGTH }),
    note: textField('What needs another look', { ...IN_REVIEW_NOTES, maxLength: ORGANIZER_NOTE_MAX_LENGTH }),
  },
});

export const organizerReviewNoteRecord = restShapeOf(organizerReviewNoteDescription);

@RecordObjectType(organizerReviewNoteDescription)
export class OrganizerReviewNoteType {}

/**
 * An organizer sent to a client, as both APIs, the OpenAPI document and the "My data" archive show
 * it (docs/product.md#organizers); its answers are organizer-answer.record.ts. Deleted on erasure
 * with its answers (organizers.personal-data.ts says why).
 */
export const organizerDescription = describeRecord({
  name: 'Organizer',
  description: 'A questionnaire sent to a client to fill in: its questions as sent, its state and progress',
  entity: Organizer,
  deletedWithTheRowOnErasure: true,
  simpleResolvers: true,
  fields: {
    id: idField('The organizer id', { privacy: privacy.exported }),
    ...sentToAClientFields<Organizer>(),
    title: textField('Its title, fixed when it was sent', { privacy: privacy.exported }),
    description: textField('What it is for, fixed when it was sent', { nullable: true, privacy: privacy.exported }),
    sections: customField(
      organizerSectionsRecord,
      () => [OrganizerSectionType],
      'Its sections and questions as the template held them when sent; never changed',
      { privacy: privacy.exported },
    ),
    status: choiceField(
      organizerStatusValues,
      OrganizerStatusKind,
      'Where it stands: sent (nothing answered yet), in progress (being answered), submitted (answers locked), reopened (staff asked for another look) or cancelled',
      { privacy: privacy.exported },
    ),
    dueDate: textField('The day it is due, YYYY-MM-DD (SAST): overdue from the next day', { privacy: privacy.exported }),
    isOverdue: flagField('Still waiting for the client after its due day (SAST)', {
      computedBy: 'isOrganizerOverdue (validation/organizer-values.ts), against today in SAST',
    }),
    progress: customField(
      organizerProgressRecord,
      () => OrganizerProgressType,
      'How far the client is: the visible questions answered, of all visible ones',
      {
        computedBy: 'progressOf (organizers.service.ts), from answeredCount and questionCount',
      },
    ),
    sentAt: instantField('When it was sent', { privacy: privacy.exported }),
    submittedAt: instantField('When the client last submitted it', { nullable: true, privacy: privacy.exported }),
    reopenedAt: instantField('When staff last reopened it', { nullable: true, privacy: privacy.exported }),
    reopenedBy: referenceField('Who last reopened it (a user id)', { nullable: true, privacy: STAFF_MEMBER, graphqlEdge: 'reopenedBy' }),
    reopenMessage: textField('What staff wrote to the client when they last reopened it', { nullable: true, privacy: privacy.exported }),
    reviewNotes: customField(
      // As reopenOrganizerSchema took them.
      z.array(organizerReviewNoteRecord).max(ORGANIZER_MAX_QUESTIONS),
      () => [OrganizerReviewNoteType],
      'The questions staff asked to look at again when they last reopened it, each with its note',
      { privacy: privacy.exported },
    ),
    cancelledAt: instantField('When staff cancelled it', { nullable: true, privacy: privacy.exported }),
    cancelledBy: referenceField('Who cancelled it (a user id)', { nullable: true, privacy: STAFF_MEMBER, graphqlEdge: 'cancelledBy' }),
    cancellationReason: textField('Why staff cancelled it, if they said', { nullable: true, privacy: privacy.exported }),
    createdAt: instantField('When the record was created', { privacy: privacy.exported }),
    updatedAt: instantField('When it last changed', { privacy: privacy.exported }),
  },
  internal: {
    answeredCount: { privacy: privacy.exported, because: 'saved with each answer so lists need not read them; shown as progress.answered' },
    questionCount: { privacy: privacy.exported, because: 'saved with each answer so lists need not read them; shown as progress.total' },
    overdueReminderSentAt: {
      privacy: privacy.notPersonal,
      because: 'claimed before the one overdue reminder goes out, so two processes never send it twice',
    },
  },
  // The archive names the staff members and the engagement, and nests the answers (organizers.personal-data.ts).
  archiveOrder: [
    'id',
    'engagement',
    'title',
    'description',
    'status',
    'dueDate',
    'progress',
    'sentBy',
    'sentAt',
    'submittedAt',
    'reopenedAt',
    'reopenedBy',
    'reopenMessage',
    'reviewNotes',
    'cancelledAt',
    'cancelledBy',
    'cancellationReason',
    'sections',
    'answers',
    'createdAt',
    'updatedAt',
  ],
});

/** An organizer as REST answers it (/api/organizers), in the order the JSON carries it. */
export const organizerRecord = restShapeOf(organizerDescription);
