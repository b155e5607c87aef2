import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { TaskPriorityKind } from '../tasks';
import { JobSeriesStatusKind, JobSeriesType } from './job-series.record';

export const JobSeriesConnection = ListPageType('JobSeries', JobSeriesType, 'JobSeriesConnection');

@ArgsType()
export class JobSeriesListArgs extends ListPageArgs {
  @Field(() => String, { nullable: true, description: 'Only the series of this engagement' })
  engagementId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the series whose jobs this staff member does (a user id)' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the series for this client (a user id)' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the series of this template, such as vat201-b' })
  templateKey?: string | null;

  @Field(() => JobSeriesStatusKind, { nullable: true, description: 'Only the series in this state' })
  status?: JobSeriesStatusKind | null;
}

@InputType({ description: 'What a series’ periods are worked out from; give those its template uses (docs/jobs.md#templates)' })
export class JobPeriodSettingsInput {
  @Field(() => String, { nullable: true, description: 'ITR14: the financial year-end, YYYY-MM-DD' })
  financialYearEnd?: string | null;

  @Field(() => String, { nullable: true, description: 'CIPC annual return: the day of incorporation, YYYY-MM-DD' })
  incorporated?: string | null;

  @Field(() => Int, { nullable: true, description: 'IRP6 (default February) and VAT category E: the month the year of assessment ends in' })
  yearEndMonth?: number | null;

  @Field(() => Int, { nullable: true, description: 'VAT category D (default February): a month its six-month periods end in' })
  vatEndMonth?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'ITR12: whether the client is a provisional taxpayer' })
  provisionalTaxpayer?: boolean | null;
}

@InputType({ description: 'A new recurring series: an engagement’s job of one template for every period' })
export class CreateJobSeriesInput {
  @Field(() => String)
  engagementId!: string;

  @Field(() => String, { description: 'A template’s key (jobTemplates), such as vat201-b' })
  templateKey!: string;

  @Field(() => JobPeriodSettingsInput, { nullable: true })
  settings?: JobPeriodSettingsInput | null;

  @Field(() => String, { nullable: true, description: 'Who does the jobs it makes' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Who reviews the jobs it makes' })
  reviewerId?: string | null;

  @Field(() => TaskPriorityKind, { nullable: true, description: 'Default MEDIUM' })
  priority?: TaskPriorityKind | null;

  @Field(() => Int, { nullable: true, description: 'Days before a period ends that its job is made (default 7, at most 120)' })
  leadDays?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: its first period is the first ending on or after it (default today)' })
  startsOn?: string | null;
}

@InputType({ description: 'A change to a series for the jobs it makes from now on; a field left out stays as it is' })
export class UpdateJobSeriesInput {
  @Field(() => String, { nullable: true, description: 'Who does its jobs; null for nobody' })
  assignedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Who reviews its jobs; null for nobody' })
  reviewerId?: string | null;

  @Field(() => TaskPriorityKind, { nullable: true })
  priority?: TaskPriorityKind | null;

  @Field(() => Int, { nullable: true })
  leadDays?: number | null;

  @Field(() => JobPeriodSettingsInput, { nullable: true })
  settings?: JobPeriodSettingsInput | null;

  @Field(() => Boolean, { nullable: true, description: 'Its jobs not yet done take the new people and priority too (default false)' })
  applyToOpenJobs?: boolean | null;
}
