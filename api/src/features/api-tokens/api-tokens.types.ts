import { Field, InputType, Int } from 'type-graphql';
import type { ApiTokenScope, ApiTokenStatus } from '../../../../validation/api-token-scopes';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ApiTokenScopeEnum, ApiTokenStatusEnum, apiTokenDescription } from './api-token.record';
import { ConnectionType } from '../../shared/pagination';

/**
 * A token in the graph: its fields are described once, in api-token.record.ts. owner resolves
 * through a loader, status from the clock (api-tokens.resolver.ts).
 */
@RecordObjectType(apiTokenDescription)
export class ApiTokenType {}

export const ApiTokenConnection = ConnectionType('ApiToken', ApiTokenType);

@InputType({ description: 'A new API token: its name, scopes and lifetime' })
export class CreateApiTokenInput {
  @Field(() => String, { nullable: true, description: 'Required, at most 100 characters, unique among your tokens in use' })
  name?: string | null;

  @Field(() => [ApiTokenScopeEnum], { nullable: true, description: 'At least one' })
  scopes?: ApiTokenScope[] | null;

  @Field(() => Int, { nullable: true, description: 'Days until it expires: 1 to 365' })
  expiresInDays?: number | null;
}

@InputType({ description: 'Narrows the list of everyone’s API tokens' })
export class ApiTokenFilter {
  @Field(() => ApiTokenStatusEnum, { nullable: true })
  status?: ApiTokenStatus | null;
}
