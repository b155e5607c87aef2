import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { erasureRequestStatusValues, type ErasureRequestStatus } from '../../../../validation/privacy';
import { ConnectionType } from '../../shared/pagination';

export const ErasureRequestStatusEnum = enumOf(erasureRequestStatusValues);
registerEnumType(ErasureRequestStatusEnum, { name: 'ErasureRequestStatus', description: 'PENDING, APPROVED or DECLINED' });

@ObjectType('ErasureRequest', { description: "A client's request to erase their personal information (POPIA), and its decision" })
export class ErasureRequestType {
  @Field(() => ID)
  id!: string;

  @Field(() => ErasureRequestStatusEnum)
  status!: ErasureRequestStatus;

  @Field(() => String, { nullable: true, description: "The client's reason, if they gave one" })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was declined' })
  decisionReason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;
}

/** Both fields optional: the shared zod schema decides and answers with its own messages. */
@InputType({ description: "A client's request to have their personal information erased (POPIA)" })
export class ErasureRequestInput {
  @Field(() => String, { nullable: true, description: 'Why you ask (optional)' })
  reason?: string | null;
}

@InputType({ description: 'Why an administrator declines an erasure request; the client is told' })
export class DeclineErasureInput {
  @Field(() => String, { nullable: true, description: 'Required: told to the client' })
  reason?: string | null;
}

@InputType({ description: 'Narrows the erasure request list' })
export class ErasureRequestFilter {
  @Field(() => ErasureRequestStatusEnum, { nullable: true })
  status?: ErasureRequestStatus | null;
}

export const ErasureRequestConnection = ConnectionType('ErasureRequest', ErasureRequestType);
