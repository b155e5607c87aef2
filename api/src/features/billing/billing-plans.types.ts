import { ArgsType, Field, ID } from 'type-graphql';
import { BillingPlanStatusKind } from './billing-plan.record';

@ArgsType()
export class BillingPlanListArgs {
  @Field(() => ID, { nullable: true, description: 'One engagement’s plans' })
  engagementId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff: one client’s plans. A client sees only their own anyway.' })
  clientId?: string | null;

  @Field(() => BillingPlanStatusKind, { nullable: true })
  status?: BillingPlanStatusKind | null;
}
