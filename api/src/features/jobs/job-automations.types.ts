import { Field, InputType, Int } from 'type-graphql';
import { JobActionKindEnum } from './job-automation.record';

@InputType({ description: 'One thing a stage does: its kind, and the fields that kind needs (the others left out or null)' })
export class JobStageActionInput {
  @Field(() => JobActionKindEnum)
  kind!: JobActionKindEnum;

  @Field(() => String, { nullable: true, description: 'SEND_ORGANIZER, SEND_LETTER: the template' })
  templateId?: string | null;

  @Field(() => String, { nullable: true, description: 'REQUEST_DOCUMENTS: the checklist' })
  checklistId?: string | null;

  @Field(() => Int, { nullable: true, description: 'SEND_ORGANIZER, REQUEST_DOCUMENTS, ADD_TASK: due this many days before the job' })
  daysBeforeDue?: number | null;

  @Field(() => String, { nullable: true, description: 'NOTIFY_CLIENT: the title; ADD_TASK: the task' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'NOTIFY_CLIENT: the notice ({work} names the work)' })
  message?: string | null;

  @Field(() => String, { nullable: true, description: 'POST_MESSAGE: the subject' })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: 'POST_MESSAGE: the message ({work} names the work)' })
  body?: string | null;

  @Field(() => String, { nullable: true, description: 'ASSIGN: the staff member' })
  userId?: string | null;
}

@InputType({ description: 'What a stage does on a job’s first entry, and whether the job then moves on by itself' })
export class JobStageAutomationInput {
  @Field(() => [JobStageActionInput])
  actions!: JobStageActionInput[];

  @Field(() => Boolean, { nullable: true, description: 'Move to the next stage once what the actions made is done (default false)' })
  moveOnWhenDone?: boolean | null;
}
