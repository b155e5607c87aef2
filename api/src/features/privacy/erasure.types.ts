import { Field, InputType } from 'type-graphql';
import type { ErasureRequestStatus } from '../../../../validation/privacy';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ErasureRequestStatusEnum, erasureRequestDescription } from './erasure-request.record';
import { ConnectionType } from '../../shared/pagination';

/**
 * An erasure request in the graph: its fields are described once, in erasure-request.record.ts.
 * client and decidedBy resolve through a loader (erasure.resolver.ts).
 */
@RecordObjectType(erasureRequestDescription)
export class ErasureRequestType {}

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
