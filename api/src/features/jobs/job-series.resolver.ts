import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { withoutNulls } from '../../graphql/without-nulls';
import { listPagingOf } from '../../shared/list-paging';
import { EngagementType, type Engagement } from '../engagements';
import { JobSeriesStatusKind, JobSeriesType } from './job-series.record';
import type { JobSeriesView } from './job-series-view';
import { CreateJobSeriesInput, JobSeriesConnection, JobSeriesListArgs, UpdateJobSeriesInput } from './job-series.types';
import { JobType } from './job.record';
import type { JobView } from './job-view';

/** Recurring series in the graph (docs/jobs.md#recurring-series); every rule is in JobSeriesService. */
@Resolver(() => JobSeriesType)
export class JobSeriesResolver {
  @Auth(...staffRoles)
  @Query(() => JobSeriesConnection, {
    description:
      'A page of the recurring series the staff member sees, most recently started first; with updatedSince what changed since then, oldest change first',
  })
  jobSeriesList(
    @Args(() => JobSeriesListArgs) { first, after, updatedSince, ...filter }: JobSeriesListArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.jobSeries.page(viewer, { ...filter }, listPagingOf({ first, after, updatedSince }));
  }

  @Auth(...staffRoles)
  @Query(() => JobSeriesType, { description: 'One recurring series the staff member sees' })
  jobSeries(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.jobSeries.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Mutation(() => JobSeriesType, {
    description: 'Starts a recurring series on an engagement: a job of the template for every period, made leadDays before it ends',
  })
  createJobSeries(@Arg('input', () => CreateJobSeriesInput) input: CreateJobSeriesInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.jobSeries.create(viewer, withoutNulls(input, ['priority', 'leadDays']), requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobSeriesType, { description: 'Changes a series for the jobs it makes from now on (and its open jobs, if asked)' })
  updateJobSeries(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateJobSeriesInput) input: UpdateJobSeriesInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobSeries.update(
      viewer,
      id,
      withoutNulls(input, ['priority', 'leadDays', 'settings', 'applyToOpenJobs']),
      requestOrigin(req),
    );
  }

  @Auth(...staffRoles)
  @Mutation(() => JobSeriesType, { description: 'Pauses (PAUSED), resumes (ACTIVE) or ends (ENDED) a series' })
  setJobSeriesStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => JobSeriesStatusKind) status: JobSeriesStatusKind,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobSeries.setStatus(viewer, id, { status }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobSeriesType, { description: 'Skips one of the series’ periods whose job is not made yet' })
  skipJobSeriesPeriod(
    @Arg('id', () => ID) id: string,
    @Arg('periodKey', () => String) periodKey: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobSeries.skip(viewer, id, { periodKey }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobSeriesType, { description: 'Undoes a skip: the period’s job is made when its day comes' })
  restoreJobSeriesPeriod(
    @Arg('id', () => ID) id: string,
    @Arg('periodKey', () => String) periodKey: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.jobSeries.restore(viewer, id, { periodKey }, requestOrigin(req));
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement its jobs belong to' })
  engagement(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(series.engagementId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client its jobs are for' })
  client(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(series.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who does the jobs it makes' })
  assignee(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return series.assignedTo ? loaders.userById.load(series.assignedTo) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who reviews the jobs it makes' })
  reviewer(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return series.reviewerId ? loaders.userById.load(series.reviewerId) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member who started it' })
  createdBy(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return series.createdById ? loaders.userById.load(series.createdById) : null;
  }

  @FieldResolver(() => [JobType], { description: 'The jobs it made that the viewer sees, done ones too, latest period first' })
  jobs(@Root() series: JobSeriesView, @Ctx() { loaders }: RequestContext) {
    return loaders.jobsBySeriesId.load(series.id);
  }
}

/** The series that made a job: staff see it, a client null. */
@Resolver(() => JobType)
export class JobSeriesEdgeResolver {
  @FieldResolver(() => JobSeriesType, {
    nullable: true,
    description: 'The recurring series that made it; null for one made by hand, and to a client',
  })
  series(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return job.seriesId ? loaders.jobSeriesById.load(job.seriesId) : null;
  }
}

/** An engagement's recurring series, for staff. */
@Resolver(() => EngagementType)
export class EngagementJobSeriesResolver {
  @FieldResolver(() => [JobSeriesType], {
    description: 'Its recurring series the viewer sees (staff only; none to a client), most recently started first',
  })
  jobSeries(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.jobSeriesByEngagementId.load(engagement.id);
  }
}
