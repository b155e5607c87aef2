import { ArgsType, Field, ID } from 'type-graphql';
import { ListPageType } from '../changes';
import { BillingPlanStatusKind, BillingPlanType } from './billing-plan.record';

/** A page of billing plans, or their changes since a time (billingPlansConnection). */
export const BillingPlanPage = ListPageType('BillingPlan', BillingPlanType);

@ArgsType()
export class BillingPlanListArgs {
  @Field(() => ID, { nullable: true, description: 'One engagement’s plans' })
  engagementId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff: one client’s plans. A client sees only their own anyway.' })
  clientId?: string | null;

  @Field(() => BillingPlanStatusKind, { nullable: true })
  status?: BillingPlanStatusKind | null;
}
