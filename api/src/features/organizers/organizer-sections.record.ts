import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import { choiceField, customField, describeRecord, flagField, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import {
  ORGANIZER_CHOICE_MAX_LENGTH,
  ORGANIZER_MAX_CHOICES,
  ORGANIZER_MAX_QUESTIONS_PER_SECTION,
  ORGANIZER_MAX_SECTIONS,
  ORGANIZER_QUESTION_HELP_MAX_LENGTH,
  ORGANIZER_QUESTION_KEY_MAX_LENGTH,
  ORGANIZER_QUESTION_LABEL_MAX_LENGTH,
  ORGANIZER_SECTION_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_SECTION_TITLE_MAX_LENGTH,
  organizerQuestionKindValues,
} from '../../../../validation/organizer-values';

export const OrganizerQuestionKind = enumOf(organizerQuestionKindValues);
export type OrganizerQuestionKind = (typeof organizerQuestionKindValues)[number];
registerEnumType(OrganizerQuestionKind, {
  name: 'OrganizerQuestionKind',
  description:
    'YES_NO, SHORT_TEXT, LONG_TEXT, NUMBER, AMOUNT (in rand), DATE (YYYY-MM-DD), SINGLE_CHOICE, MULTIPLE_CHOICE, or FILE (uploaded against the question)',
});

/*
 * The sections and questions of a template, and of an organizer's copy of them: JSON in their
 * `sections` column, not rows of their own. Each part's GraphQL type is made here, beside its
 * description, because the records that hold it (organizer.record.ts, organizer-template.record.ts)
 * name the type in theirs.
 */

const IN_SECTIONS = { computedBy: 'the sections column (JSON), as stored-sections.ts reads it' } as const;
// Every template's sections were taken by organizerTemplateSchema, and an organizer's are its template's: its limits hold.
const UP_TO = (maxLength: number) => ({ ...IN_SECTIONS, maxLength }) as const;

/** One question of a template or an organizer. */
export const organizerQuestionDescription = describeRecord({
  name: 'OrganizerQuestion',
  description: 'One question of an organizer or its template',
  entity: null,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    key: textField(
      'The question’s key, stable within the template: its answer is stored under it',
      UP_TO(ORGANIZER_QUESTION_KEY_MAX_LENGTH),
    ),
    kind: choiceField(
      organizerQuestionKindValues,
      OrganizerQuestionKind,
      'What it asks for: yes or no, a short or long text, a number, an amount (rand), a date, one choice, several choices, or a file',
      IN_SECTIONS,
    ),
    label: textField('The question as the client reads it', UP_TO(ORGANIZER_QUESTION_LABEL_MAX_LENGTH)),
    help: textField('More about what is asked, shown under the question', { nullable: true, ...UP_TO(ORGANIZER_QUESTION_HELP_MAX_LENGTH) }),
    required: flagField('Whether it must be answered (when shown) before the organizer can be submitted', IN_SECTIONS),
    choices: customField(
      z.array(z.string().max(ORGANIZER_CHOICE_MAX_LENGTH)).max(ORGANIZER_MAX_CHOICES),
      () => [String],
      'The options of a single- or multiple-choice question; empty for the others',
      IN_SECTIONS,
    ),
    counts: flagField(
      'A number question that counts things: its answer is a whole number, 0 or more. false for one that measures (any number) and for the other kinds',
      IN_SECTIONS,
    ),
    shownIfYesTo: textField('Asked only when the answer to this earlier yes/no question (its key) is yes; null when always asked', {
      nullable: true,
      ...UP_TO(ORGANIZER_QUESTION_KEY_MAX_LENGTH),
    }),
  },
});

export const organizerQuestionRecord = restShapeOf(organizerQuestionDescription);

@RecordObjectType(organizerQuestionDescription)
export class OrganizerQuestionType {}

/** A section of a template or an organizer: a title and its questions. */
export const organizerSectionDescription = describeRecord({
  name: 'OrganizerSection',
  description: 'A section of an organizer: a title and its questions',
  entity: null,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    title: textField('The section’s title, such as "Medical aid"', UP_TO(ORGANIZER_SECTION_TITLE_MAX_LENGTH)),
    description: textField('What the section is about', { nullable: true, ...UP_TO(ORGANIZER_SECTION_DESCRIPTION_MAX_LENGTH) }),
    questions: customField(
      z.array(organizerQuestionRecord).max(ORGANIZER_MAX_QUESTIONS_PER_SECTION),
      () => [OrganizerQuestionType],
      'Its questions, in order',
      IN_SECTIONS,
    ),
  },
});

export const organizerSectionRecord = restShapeOf(organizerSectionDescription);

/** The sections of a template or an organizer: at most ORGANIZER_MAX_SECTIONS. */
export const organizerSectionsRecord = z.array(organizerSectionRecord).max(ORGANIZER_MAX_SECTIONS);

@RecordObjectType(organizerSectionDescription)
export class OrganizerSectionType {}
