import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ListPageType } from '../changes';
import { RecordObjectType } from '../../records/graphql-object-type';
import { OrganizerQuestionKind } from './organizer-sections.record';
import { OrganizerStatusKind, organizerDescription } from './organizer.record';
import { organizerTemplateDescription } from './organizer-template.record';
import { organizerAnswerDescription } from './organizer-answer.record';

/*
 * Organizers in the graph: their fields are described once, in organizer-template.record.ts,
 * organizer.record.ts and organizer-answer.record.ts (the parts held in JSON columns beside
 * those). What saving an answer answers is organizer-answer-result.record.ts.
 */

@RecordObjectType(organizerTemplateDescription)
export class OrganizerTemplateType {}

/**
 * An organizer sent to an engagement's client. engagement, client, sentBy, reopenedBy,
 * cancelledBy, template and answers resolve through per-request loaders (organizers.resolver.ts).
 */
@RecordObjectType(organizerDescription)
export class OrganizerType {}

export const OrganizerConnection = ListPageType('Organizer', OrganizerType, 'OrganizerConnection');

/** An answer; answeredBy and documents resolve through per-request loaders (organizers.resolver.ts). */
@RecordObjectType(organizerAnswerDescription)
export class OrganizerAnswerType {}

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
