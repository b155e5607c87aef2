import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { UserType } from '../../accounts/user.types';
import type { RequestContext } from '../../context/request-context';
import { EngagementType, type Engagement } from '../engagements';
import { JobType } from './job.record';

/** An engagement's jobs: the jobs feature adds them to the engagement, which knows nothing of jobs. */
@Resolver(() => EngagementType)
export class EngagementJobsResolver {
  @FieldResolver(() => [JobType], { description: 'Its open jobs the viewer sees, soonest due first' })
  jobs(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.jobsByEngagementId.load(engagement.id);
  }
}

/** A client's jobs, for those who may follow their edges (user-relations.access.ts). */
@Resolver(() => UserType)
export class UserJobsResolver {
  @FieldResolver(() => [JobType], { description: 'The open jobs for this person as a client that the viewer sees, soonest due first' })
  jobs(@Root() user: UserType, @Ctx() { loaders }: RequestContext) {
    return loaders.jobsByUserId.load(user.id);
  }
}
