import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumName } from '../../../../validation/enum-names';
import {
  apiTokenScopeDescriptions,
  apiTokenScopeValues,
  apiTokenStatusValues,
  type ApiTokenScope,
  type ApiTokenStatus,
} from '../../../../validation/api-token-scopes';
import { enumOf } from '../../graphql/enum-of';
import { ConnectionType } from '../../shared/pagination';

export const ApiTokenScopeEnum = enumOf(apiTokenScopeValues);
registerEnumType(ApiTokenScopeEnum, {
  name: 'ApiTokenScope',
  description: 'What an API token may do: an area and READ or WRITE (WRITE includes READ); REST spells them documents:read',
  valuesConfig: Object.fromEntries(
    apiTokenScopeValues.map((scope) => [enumName(scope), { description: apiTokenScopeDescriptions[scope] }]),
  ),
});

export const ApiTokenStatusEnum = enumOf(apiTokenStatusValues);
registerEnumType(ApiTokenStatusEnum, { name: 'ApiTokenStatus', description: 'ACTIVE, EXPIRED or REVOKED' });

@ObjectType('ApiToken', { description: "A staff member's personal access token: never its secret" })
export class ApiTokenType {
  @Field(() => ID, { description: 'The token id (not the secret)' })
  id!: string;

  @Field(() => String, { description: 'What its owner called it' })
  name!: string;

  @Field(() => String, { description: 'The start of the secret, for recognising it, for example "khanya_pat_a1B2"' })
  prefix!: string;

  @Field(() => [ApiTokenScopeEnum])
  scopes!: ApiTokenScope[];

  @Field(() => ApiTokenStatusEnum, { description: 'Computed from revokedAt and expiresAt' })
  status!: ApiTokenStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'When it stops working, at most a year after it was made' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last used, to the minute' })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The network address it was last used from' })
  lastUsedIpAddress!: string | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}

export const ApiTokenConnection = ConnectionType('ApiToken', ApiTokenType);

@ObjectType('CreatedApiToken', { description: 'A new API token and its secret, shown this once' })
export class CreatedApiTokenType {
  @Field(() => ApiTokenType)
  token!: ApiTokenType;

  @Field(() => String, { description: 'Send it as Authorization: Bearer <secret>. It is not stored and never shown again.' })
  secret!: string;
}

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
