import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { engagementOrderValues, engagementStatusValues } from '../../../../validation/engagements';

export const EngagementStatusKind = enumOf(engagementStatusValues);
export type EngagementStatusKind = (typeof engagementStatusValues)[number];
registerEnumType(EngagementStatusKind, { name: 'EngagementStatus', description: 'ACTIVE (the default), COMPLETED, ON_HOLD or CANCELLED' });

export const EngagementOrder = enumOf(engagementOrderValues);
export type EngagementOrder = (typeof engagementOrderValues)[number];
registerEnumType(EngagementOrder, {
  name: 'EngagementOrder',
  description: 'START_DATE_DESC: most recently started first (the default); OUTSTANDING_DESC: largest outstanding amount first',
});

/**
 * A service project for a client with its payment progress (docs/product.md#screen-shapes,
 * Engagement). service, client, advisor and the task counts resolve through per-request loaders
 * (engagements.resolver.ts).
 */
@ObjectType('Engagement', {
  description: "A piece of the firm's work for a client under one of its services: its dates, amounts, payment progress and tasks",
})
export class EngagementType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => EngagementStatusKind)
  status!: EngagementStatusKind;

  @Field(() => Date)
  startDate!: Date;

  @Field(() => Date, { nullable: true, description: 'Shown as "Not set" when empty' })
  dueDate?: Date | null;

  @Field(() => Date, { nullable: true })
  completedAt?: Date | null;

  // totalAmount, paidAmount, outstandingAmount and paymentProgress are field resolvers
  // (engagements.resolver.ts): null for a viewer who reached the engagement only through a task.
}

@ArgsType()
export class EngagementListArgs {
  @Field(() => EngagementStatusKind, { nullable: true, description: 'Only engagements in this status; null for all' })
  status?: EngagementStatusKind | null;

  @Field(() => String, { nullable: true, description: 'Text found in the title or description (any case)' })
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only engagements with an outstanding amount above 0' })
  unpaidOnly?: boolean | null;

  @Field(() => EngagementOrder, { nullable: true, description: 'Default START_DATE_DESC' })
  orderBy?: EngagementOrder | null;
}
