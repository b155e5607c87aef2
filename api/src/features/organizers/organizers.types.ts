import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { enumOf } from '../../graphql/enum-of';
import { ConnectionType } from '../../shared/pagination';
import { organizerQuestionKindValues, organizerStatusValues } from '../../../../validation/organizer-values';

export const OrganizerStatusKind = enumOf(organizerStatusValues);
export type OrganizerStatusKind = (typeof organizerStatusValues)[number];
registerEnumType(OrganizerStatusKind, {
  name: 'OrganizerStatus',
  description:
    'SENT (nothing answered yet), IN_PROGRESS (being answered), SUBMITTED (answers locked), REOPENED (staff asked for another look) or CANCELLED (by staff)',
});

export const OrganizerQuestionKind = enumOf(organizerQuestionKindValues);
export type OrganizerQuestionKind = (typeof organizerQuestionKindValues)[number];
registerEnumType(OrganizerQuestionKind, {
  name: 'OrganizerQuestionKind',
  description:
    'YES_NO, SHORT_TEXT, LONG_TEXT, NUMBER, AMOUNT (in rand), DATE (YYYY-MM-DD), SINGLE_CHOICE, MULTIPLE_CHOICE, or FILE (uploaded against the question)',
});

@ObjectType('OrganizerQuestion', { simpleResolvers: true, description: 'One question of an organizer or its template' })
export class OrganizerQuestionType {
  @Field(() => String, { description: 'Stable within the template: its answer is stored under it' })
  key!: string;

  @Field(() => OrganizerQuestionKind)
  kind!: OrganizerQuestionKind;

  @Field(() => String, { description: 'The question as the client reads it' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'More about what is asked' })
  help?: string | null;

  @Field(() => Boolean, { description: 'Must be answered (when shown) before submitting' })
  required!: boolean;

  @Field(() => [String], { description: 'The options of a SINGLE_CHOICE or MULTIPLE_CHOICE question; empty for the others' })
  choices!: string[];

  @Field(() => Boolean, {
    description:
      'A NUMBER question that counts things: its answer is a whole number, 0 or more. false for one that measures (any number) and for the other kinds',
  })
  counts!: boolean;

  @Field(() => String, { nullable: true, description: 'Asked only when the answer to this earlier yes/no question (its key) is yes' })
  shownIfYesTo?: string | null;
}

@ObjectType('OrganizerSection', { simpleResolvers: true, description: 'A section of an organizer: a title and its questions' })
export class OrganizerSectionType {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [OrganizerQuestionType])
  questions!: OrganizerQuestionType[];
}

@ObjectType('OrganizerTemplate', { description: 'A questionnaire the firm sends again and again: sections of questions' })
export class OrganizerTemplateType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The organizer’s title when sent' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'What it is for, shown above the questions' })
  description?: string | null;

  @Field(() => [OrganizerSectionType])
  sections!: OrganizerSectionType[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('OrganizerProgress', { simpleResolvers: true, description: 'How far the client is: "7 of 23 answered"' })
export class OrganizerProgressType {
  @Field(() => Int, { description: 'The questions shown that have an answer' })
  answered!: number;

  @Field(() => Int, { description: 'The questions shown (a question hidden by its condition does not count)' })
  total!: number;
}

@ObjectType('OrganizerReviewNote', {
  simpleResolvers: true,
  description: 'A note staff left on a question when they reopened the organizer',
})
export class OrganizerReviewNoteType {
  @Field(() => String, { description: 'The question it is about' })
  questionKey!: string;

  @Field(() => String)
  note!: string;
}

/**
 * An organizer sent to an engagement's client. engagement, client, sentBy, reopenedBy,
 * cancelledBy, template and answers resolve through per-request loaders (organizers.resolver.ts).
 */
@ObjectType('Organizer', {
  simpleResolvers: true,
  description: 'A questionnaire sent to a client to fill in: its questions as sent, its state and progress',
})
export class OrganizerType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Fixed when it was sent' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'What it is for, fixed when it was sent' })
  description?: string | null;

  @Field(() => [OrganizerSectionType], { description: 'The template’s sections and questions when it was sent; never changed' })
  sections!: OrganizerSectionType[];

  @Field(() => OrganizerStatusKind)
  status!: OrganizerStatusKind;

  @Field(() => String, { description: 'The day it is due, YYYY-MM-DD (SAST): overdue from the next day' })
  dueDate!: string;

  @Field(() => Date)
  sentAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the client last submitted it' })
  submittedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When staff last reopened it' })
  reopenedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'What staff wrote to the client when they last reopened it' })
  reopenMessage?: string | null;

  @Field(() => [OrganizerReviewNoteType], { description: 'The questions staff asked to look at again when they last reopened it' })
  reviewNotes!: OrganizerReviewNoteType[];

  @Field(() => Date, { nullable: true })
  cancelledAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff cancelled it, if they said' })
  cancellationReason?: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const OrganizerConnection = ConnectionType('Organizer', OrganizerType);

@ObjectType('OrganizerAnswer', { simpleResolvers: true, description: 'The client’s answer to one question' })
export class OrganizerAnswerType {
  @Field(() => ID, { description: 'The organizer it belongs to' })
  organizerId!: string;

  @Field(() => String, { description: 'The question it answers' })
  questionKey!: string;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      'By the question’s kind: true or false; text; a number (a whole number, 0 or more, when the question counts); an amount in rand; a date YYYY-MM-DD; the choice; a list of choices; null for a file question or no answer',
  })
  value?: unknown;

  @Field(() => [ID], { description: 'A file question’s answer: the ids of the client’s documents uploaded against it' })
  documentIds!: string[];

  @Field(() => Date, { description: 'When it was last saved' })
  answeredAt!: Date;
}

@ObjectType('OrganizerAnswerResult', {
  simpleResolvers: true,
  description: 'One answer as saved, with the organizer’s new progress and status',
})
export class OrganizerAnswerResultType {
  @Field(() => OrganizerAnswerType)
  answer!: OrganizerAnswerType;

  @Field(() => OrganizerProgressType)
  progress!: OrganizerProgressType;

  @Field(() => OrganizerStatusKind, { description: 'The organizer’s status after the answer (SENT becomes IN_PROGRESS)' })
  status!: OrganizerStatusKind;
}

@InputType({ description: 'Narrows the organizer list; every field is optional' })
export class OrganizerFilter {
  @Field(() => OrganizerStatusKind, { nullable: true })
  status?: OrganizerStatusKind | null;

  @Field(() => ID, { nullable: true, description: "Staff: one client's organizers. A client sees only their own anyway." })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: "One engagement's organizers" })
  engagementId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only those waiting for the client (SENT, IN_PROGRESS, REOPENED); false: the others',
  })
  outstanding?: boolean | null;
}

@ArgsType()
export class OrganizerEdgeArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only organizers waiting for the client (SENT, IN_PROGRESS, REOPENED)' })
  outstanding?: boolean | null;
}

@InputType({ description: 'One question of a template' })
export class OrganizerQuestionInput {
  @Field(() => String, { description: 'Small letters, digits and _, starting with a letter; unique in the template' })
  key!: string;

  @Field(() => OrganizerQuestionKind)
  kind!: OrganizerQuestionKind;

  @Field(() => String)
  label!: string;

  @Field(() => String, { nullable: true })
  help?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'false when left out' })
  required?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'SINGLE_CHOICE and MULTIPLE_CHOICE: 2 to 30 options' })
  choices?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'NUMBER only: true when it counts things (a whole number, 0 or more); false, or left out, when it measures (any number)',
  })
  counts?: boolean | null;

  @Field(() => String, { nullable: true, description: 'The key of an earlier yes/no question without a condition of its own' })
  shownIfYesTo?: string | null;
}

@InputType({ description: 'A section of a template' })
export class OrganizerSectionInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [OrganizerQuestionInput])
  questions!: OrganizerQuestionInput[];
}

@InputType({ description: 'An organizer template: its title, what it is for, and its sections of questions' })
export class OrganizerTemplateInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [OrganizerSectionInput])
  sections!: OrganizerSectionInput[];
}

@InputType({ description: 'An organizer sent to an engagement’s client from a template' })
export class SendOrganizerInput {
  @Field(() => ID)
  engagementId!: string;

  @Field(() => ID)
  templateId!: string;

  @Field(() => String, { description: 'YYYY-MM-DD (SAST), today or later' })
  dueDate!: string;
}

@InputType({ description: 'One answer: the value by the question’s kind, or for a FILE question the client’s documents that answer it' })
export class AnswerOrganizerQuestionInput {
  @Field(() => String)
  questionKey!: string;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The answer by the question’s kind; null clears it' })
  value?: unknown;

  @Field(() => [ID], { nullable: true, description: 'FILE questions: the documents that answer it (the client’s own)' })
  documentIds?: string[] | null;
}

@InputType({ description: 'A note on a question to look at again' })
export class OrganizerReviewNoteInput {
  @Field(() => String)
  questionKey!: string;

  @Field(() => String)
  note!: string;
}

@InputType({ description: 'Reopening a submitted organizer: a note on each question to look at again, and a message' })
export class ReopenOrganizerInput {
  @Field(() => [OrganizerReviewNoteInput])
  notes!: OrganizerReviewNoteInput[];

  @Field(() => String, { nullable: true, description: 'For the client (at most 1000 characters)' })
  message?: string | null;
}
