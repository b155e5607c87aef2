import { RecordObjectType } from '../../records/graphql-object-type';
import { choiceField, customField, describeRecord } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { organizerStatusValues } from '../../../../validation/organizer-values';
import { OrganizerProgressType, OrganizerStatusKind, organizerProgressRecord } from './organizer.record';
import { organizerAnswerRecord } from './organizer-answer.record';
import { OrganizerAnswerType } from './organizers.types';

const SAVED = { computedBy: 'OrganizersService.answer and uploadFile' } as const;

/** What saving one answer answers (PUT …/answers/{questionKey}, …/files; answerOrganizerQuestion, uploadOrganizerFile). */
export const organizerAnswerResultDescription = describeRecord({
  name: 'OrganizerAnswerResult',
  description: 'One answer as saved, with the organizer’s new progress and status',
  entity: null,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    answer: customField(organizerAnswerRecord, () => OrganizerAnswerType, 'The answer as saved', SAVED),
    progress: customField(organizerProgressRecord, () => OrganizerProgressType, 'The organizer’s progress after the answer', SAVED),
    status: choiceField(
      organizerStatusValues,
      OrganizerStatusKind,
      'The organizer’s status after the answer (a sent organizer is then in progress)',
      SAVED,
    ),
  },
});

/** The same as REST answers it. */
export const organizerAnswerResultRecord = restShapeOf(organizerAnswerResultDescription);

/**
 * The same in the graph. Made here, beside its description, rather than in organizers.types.ts:
 * the description names OrganizerAnswerType from there, so that file cannot also name this one.
 */
@RecordObjectType(organizerAnswerResultDescription)
export class OrganizerAnswerResultType {}
