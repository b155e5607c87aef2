import { Args, Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { EngagementType, type Engagement } from '../engagements';
import { BillingPlanRunType, BillingPlanType } from './billing-plan.record';
import type { BillingPlanRun } from './billing-plan-run.entity';
import type { BillingPlan } from './billing-plan.entity';
import { BillingPlanListArgs, BillingPlanPage } from './billing-plans.types';
import { ListPageArgs } from '../changes';
import { listPagingOf } from '../../shared/list-paging';
import { InvoiceType } from './invoice.record';

/** Billing plans in the graph (docs/billing.md#fees-that-bill-themselves); every rule is in BillingPlansService. */
@Resolver(() => BillingPlanType)
export class BillingPlansResolver {
  @Auth()
  @Query(() => [BillingPlanType], { description: 'The billing plans the viewer sees, newest first (at most 200)' })
  billingPlans(@Args(() => BillingPlanListArgs) filter: BillingPlanListArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.billingPlans.list(viewer, { ...filter });
  }

  @Auth()
  @Query(() => BillingPlanPage, {
    description:
      'The billing plans as a page: every one newest first by first and after, or with updatedSince what changed since then (deletions too), oldest change first',
  })
  billingPlansConnection(
    @Args(() => BillingPlanListArgs) filter: BillingPlanListArgs,
    @Args(() => ListPageArgs) paging: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.billingPlans.page(viewer, { ...filter }, listPagingOf(paging));
  }

  @Auth()
  @Query(() => BillingPlanType, { description: 'One billing plan the viewer sees' })
  billingPlan(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.billingPlans.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Mutation(() => BillingPlanType, { description: 'Ends a billing plan: nothing more is billed after today' })
  endBillingPlan(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.billingPlans.end(viewer, id, requestOrigin(req));
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement billed' })
  engagement(@Root() plan: BillingPlan, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(plan.engagementId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client billed' })
  client(@Root() plan: BillingPlan, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(plan.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Whose name its invoices are issued in' })
  issuer(@Root() plan: BillingPlan, @Ctx() { loaders }: RequestContext) {
    return plan.issuerId ? loaders.userById.load(plan.issuerId) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who ended it' })
  endedBy(@Root() plan: BillingPlan, @Ctx() { loaders }: RequestContext) {
    return plan.endedById ? loaders.userById.load(plan.endedById) : null;
  }

  @FieldResolver(() => [BillingPlanRunType], { description: 'The periods it billed, oldest first' })
  runs(@Root() plan: BillingPlan, @Ctx() { loaders }: RequestContext) {
    return loaders.billingPlanRunsByPlanId.load(plan.id);
  }
}

/** The invoice a run made. */
@Resolver(() => BillingPlanRunType)
export class BillingPlanRunsResolver {
  @FieldResolver(() => InvoiceType, { nullable: true, description: 'The invoice it made, when the viewer sees it' })
  invoice(@Root() run: BillingPlanRun, @Ctx() { loaders }: RequestContext) {
    return run.invoiceId ? loaders.invoiceById.load(run.invoiceId) : null;
  }
}

/** An engagement's billing plans. */
@Resolver(() => EngagementType)
export class EngagementBillingPlansResolver {
  @FieldResolver(() => [BillingPlanType], { description: 'Its billing plans the viewer sees, oldest first' })
  billingPlans(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.billingPlansByEngagementId.load(engagement.id);
  }
}
