import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { EngagementStatusKind, engagementDescription } from './engagement.record';
import { enumOf } from '../../graphql/enum-of';
import { engagementOrderValues } from '../../../../validation/engagements';

export { EngagementStatusKind };

export const EngagementOrder = enumOf(engagementOrderValues);
export type EngagementOrder = (typeof engagementOrderValues)[number];
registerEnumType(EngagementOrder, {
  name: 'EngagementOrder',
  description: 'START_DATE_DESC: most recently started first (the default); OUTSTANDING_DESC: largest outstanding amount first',
});

/**
 * An engagement in the graph: its fields are described once, in engagement.record.ts. service,
 * client, advisor and the task counts resolve through per-request loaders (engagements.resolver.ts).
 */
@RecordObjectType(engagementDescription)
export class EngagementType {}

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
