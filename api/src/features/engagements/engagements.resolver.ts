import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../graphql/context';
import { UserType } from '../users/user.types';
import type { Engagement } from './engagement.entity';
import { EngagementListArgs, EngagementServiceType, EngagementTaskCounts, EngagementType } from './engagements.types';
import { paymentProgress } from './payment-progress';

@Resolver(() => EngagementType)
export class EngagementsResolver {
  @Auth()
  @Query(() => [EngagementType], {
    description: "Engagements, most recently started first: a client's own, an advisor's assigned ones, every one for admins",
  })
  engagements(@Args(() => EngagementListArgs) args: EngagementListArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.engagements.list(viewer, { status: args.status, search: args.search });
  }

  @FieldResolver(() => Int, { nullable: true, description: 'paidAmount / totalAmount as a whole percentage; empty unless totalAmount > 0' })
  paymentProgress(@Root() engagement: Engagement) {
    return paymentProgress(engagement);
  }

  @FieldResolver(() => EngagementServiceType, { nullable: true, description: 'The firm service the engagement is for' })
  service(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.firmServiceById.load(engagement.serviceId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client the engagement is for' })
  client(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(engagement.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The advisor running it; empty when none is assigned' })
  advisor(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return engagement.assignedTo ? loaders.userById.load(engagement.assignedTo) : null;
  }

  @FieldResolver(() => EngagementTaskCounts, { description: 'How many tasks it has, and how many are completed' })
  taskCounts(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.taskCountsByEngagementId.load(engagement.id);
  }
}
