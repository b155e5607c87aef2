import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { withoutNulls } from '../../graphql/without-nulls';
import { listPagingOf } from '../../shared/list-paging';
import { EngagementType } from '../engagements';
import { TaskType } from '../tasks';
import { JobStageKind, JobTemplateType, JobType } from './job.record';
import type { JobView } from './job-view';
import { JobWorkloadType } from './job-workload.record';
import { CreateJobInput, JobConnection, JobDueDaysArgs, JobListArgs, UpdateJobInput } from './jobs.types';
import { JobDueDayType } from './job-due-day.record';

/** Jobs in the graph (docs/jobs.md); every rule is in JobsService, every edge a per-request loader. */
@Resolver(() => JobType)
export class JobsResolver {
  @Auth(...staffRoles)
  @Query(() => [JobTemplateType], { description: 'The templates jobs are created from, in the order the portal offers them' })
  jobTemplates(@Ctx() { viewer, services }: RequestContext) {
    return services.jobs.templates(viewer);
  }

  @Auth()
  @Query(() => JobConnection, {
    description:
      'A page of the jobs the viewer sees (a client their own; an advisor those of engagements they run and those they do or review; administrators all), soonest due first; with updatedSince what changed since then, oldest change first',
  })
  jobs(@Args(() => JobListArgs) { first, after, updatedSince, ...filter }: JobListArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.jobs.page(viewer, { ...filter }, listPagingOf({ first, after, updatedSince }));
  }

  @Auth()
  @Query(() => [JobDueDayType], {
    description: 'The calendar: per day from `from` to `to` (six weeks at most) how many jobs the viewer sees are due',
  })
  jobDueDays(@Args(() => JobDueDaysArgs) args: JobDueDaysArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.jobs.dueDays(viewer, { ...args });
  }

  @Auth(...staffRoles)
  @Query(() => JobWorkloadType, {
    description:
      'The workload of the jobs the viewer sees: per person open, due this week and overdue; per service the jobs done each month',
  })
  jobWorkload(@Ctx() { viewer, services }: RequestContext) {
    return services.jobs.workload(viewer);
  }

  @Auth()
  @Query(() => JobType, { description: 'One job the viewer sees' })
  job(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.jobs.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Mutation(() => JobType, {
    description: 'Creates a job for an engagement, a template and one of its periods, in the template’s first stage with its checklist',
  })
  createJob(@Arg('input', () => CreateJobInput) input: CreateJobInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.jobs.create(viewer, withoutNulls(input, ['priority', 'assignedTo', 'reviewerId', 'dueDate']), requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobType, { description: 'Changes a job’s assignee, reviewer, priority or due date; a field left out stays as it is' })
  updateJob(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateJobInput) input: UpdateJobInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobs.update(viewer, id, withoutNulls(input, ['priority']), requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobType, {
    description:
      'Moves a job to another stage of its template; a stage entered for the first time adds its checklist, the last completes it',
  })
  moveJob(
    @Arg('id', () => ID) id: string,
    @Arg('stage', () => JobStageKind) stage: JobStageKind,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobs.move(viewer, id, { stage }, requestOrigin(req));
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement the job belongs to' })
  engagement(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(job.engagementId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client the job is for' })
  client(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(job.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member doing the work; null to a client' })
  assignee(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return job.assignedTo ? loaders.userById.load(job.assignedTo) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member who reviews it; null to a client' })
  reviewer(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return job.reviewerId ? loaders.userById.load(job.reviewerId) : null;
  }

  @FieldResolver(() => [TaskType], { description: 'Its checklist: the tasks its stages added that the viewer may see, open ones first' })
  tasks(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return loaders.tasksByJobId.load(job.id);
  }
}
