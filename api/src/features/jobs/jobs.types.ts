import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { ListPageArgs, ListPageType } from '../changes';
import { TaskPriorityKind } from '../tasks';
import { jobDueValues } from '../../../../validation/jobs';
import { JobStageKind, JobType } from './job.record';

export const JobDueKind = enumOf(jobDueValues);
export type JobDueKind = (typeof jobDueValues)[number];
registerEnumType(JobDueKind, {
  name: 'JobDue',
  description:
    'OVERDUE: not done and due before today; THIS_WEEK: due from today to Sunday; THIS_MONTH: due from today to the month’s end (SAST)',
});

export const JobConnection = ListPageType('Job', JobType, 'JobConnection');

@ArgsType()
export class JobListArgs extends ListPageArgs {
  @Field(() => JobStageKind, { nullable: true, description: 'Only jobs in this stage' })
  stage?: JobStageKind | null;

  @Field(() => String, { nullable: true, description: 'Only jobs of this template, such as vat201-b' })
  templateKey?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs assigned to this staff member (a user id)' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs for this client (a user id)' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs of this engagement' })
  engagementId?: string | null;

  @Field(() => JobDueKind, { nullable: true, description: 'Only jobs due in this window' })
  due?: JobDueKind | null;

  @Field(() => String, { nullable: true, description: 'Only jobs due on or after this day (YYYY-MM-DD)' })
  dueFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs due on or before this day (YYYY-MM-DD)' })
  dueTo?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Done jobs too (the default leaves them out, but not with updatedSince: a job done is a change)',
  })
  includeDone?: boolean | null;
}

@ArgsType()
export class JobDueDaysArgs {
  @Field(() => String, { description: 'The first day (YYYY-MM-DD)' })
  from!: string;

  @Field(() => String, { description: 'The last day (YYYY-MM-DD); at most six weeks after from' })
  to!: string;

  @Field(() => String, { nullable: true, description: 'Only jobs of this template' })
  templateKey?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs assigned to this staff member' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs for this client' })
  clientId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Done jobs too' })
  includeDone?: boolean | null;
}

@InputType({ description: 'A new job: an engagement, a template and one of its periods' })
export class CreateJobInput {
  @Field(() => String)
  engagementId!: string;

  @Field(() => String, { description: 'A template’s key (jobTemplates), such as vat201-b' })
  templateKey!: string;

  @Field(() => String, { description: 'A period of the template, as the tax calendar names deadlines: vat201:2027-03..2027-04' })
  periodKey!: string;

  @Field(() => String, { nullable: true, description: 'The staff member doing the work' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'The staff member who reviews it' })
  reviewerId?: string | null;

  @Field(() => TaskPriorityKind, { nullable: true, description: 'Default MEDIUM' })
  priority?: TaskPriorityKind | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD to set the due date by hand; left out, the tax calendar gives it' })
  dueDate?: string | null;
}

@InputType({ description: 'A change to a job; a field left out stays as it is' })
export class UpdateJobInput {
  @Field(() => String, { nullable: true, description: 'The staff member doing the work; null for nobody' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'The staff member who reviews it; null for nobody' })
  reviewerId?: string | null;

  @Field(() => TaskPriorityKind, { nullable: true })
  priority?: TaskPriorityKind | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD to set it by hand; null gives it back to the tax calendar' })
  dueDate?: string | null;
}
