import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { engagementStatusValues } from '../../../../validation/engagements';

export const EngagementStatusKind = enumOf(engagementStatusValues);
export type EngagementStatusKind = (typeof engagementStatusValues)[number];
registerEnumType(EngagementStatusKind, { name: 'EngagementStatus', description: 'active (the default), completed, on_hold or cancelled' });

/** The firm service an engagement is for (table `services`). */
@ObjectType('EngagementService')
export class EngagementServiceType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'accounting, bookkeeping, management-consulting, taxation or secretarial' })
  category?: string | null;
}

/**
 * A service project for a client with its payment progress (SPEC.md §3, Engagement). service,
 * client, advisor and the task counts resolve through per-request loaders (engagements.resolver.ts).
 */
@ObjectType('Engagement')
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

  @Field(() => Float, { nullable: true, description: 'Rand (ZAR)' })
  totalAmount?: number | null;

  @Field(() => Float, { description: 'Rand (ZAR)' })
  paidAmount!: number;
}

@ObjectType()
export class EngagementTaskCounts {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  completed!: number;
}

@ArgsType()
export class EngagementListArgs {
  @Field(() => String, { nullable: true, description: 'active, completed, on_hold or cancelled; empty for all' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Text found in the title or description (any case)' })
  search?: string | null;
}
