import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { listPagingOf } from '../../shared/list-paging';
import { Auth } from '../../auth/auth-directive';
import type { Viewer } from '../../auth/viewer';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import type { Engagement } from './engagement.entity';
import { canSeeEngagement } from './engagement-access';
import { FirmServiceType } from '../firm-services';
import { EngagementListArgs, EngagementType } from './engagements.types';
import { outstandingAmount, paymentProgress } from './payment-progress';

/**
 * The money of an engagement is for those who see the engagement itself (engagement-access.ts).
 * An advisor who reaches it only through a task assigned to them reads its title, not its amounts.
 */
const seesMoney = (viewer: Viewer | null, engagement: Engagement) => !!viewer && canSeeEngagement(viewer, engagement);

const EngagementPage = ListPageType('Engagement', EngagementType);

@Resolver(() => EngagementType)
export class EngagementsResolver {
  @Auth()
  @Query(() => [EngagementType], {
    description: "Engagements, most recently started first: a client's own, an advisor's assigned ones, every one for admins",
  })
  engagements(@Args(() => EngagementListArgs) args: EngagementListArgs, @Ctx() { viewer, services }: RequestContext) {
    const { status, search, unpaidOnly, orderBy } = args;
    return services.engagements.list(viewer, { status, search, unpaidOnly, orderBy });
  }

  @Auth()
  @Query(() => EngagementPage, {
    description:
      'The engagements list as a page: in its own order by first and after, or with updatedSince what changed since then (deletions too), oldest change first',
  })
  engagementsConnection(
    @Args(() => EngagementListArgs) args: EngagementListArgs,
    @Args(() => ListPageArgs) paging: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    const { status, search, unpaidOnly, orderBy } = args;
    return services.engagements.page(viewer, { status, search, unpaidOnly, orderBy }, listPagingOf(paging));
  }

  // The money fields' types and descriptions are in engagement.record.ts; here, who sees them.
  @FieldResolver()
  totalAmount(@Root() engagement: Engagement, @Ctx() { viewer }: RequestContext) {
    return seesMoney(viewer, engagement) ? engagement.totalAmount : null;
  }

  @FieldResolver()
  paidAmount(@Root() engagement: Engagement, @Ctx() { viewer }: RequestContext) {
    return seesMoney(viewer, engagement) ? engagement.paidAmount : null;
  }

  @FieldResolver()
  outstandingAmount(@Root() engagement: Engagement, @Ctx() { viewer }: RequestContext) {
    return seesMoney(viewer, engagement) ? outstandingAmount(engagement) : null;
  }

  @FieldResolver()
  paymentProgress(@Root() engagement: Engagement, @Ctx() { viewer }: RequestContext) {
    return seesMoney(viewer, engagement) ? paymentProgress(engagement) : null;
  }

  @FieldResolver(() => FirmServiceType, { nullable: true, description: 'The firm service the engagement is for' })
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
}
