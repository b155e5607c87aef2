import { z } from 'zod';
import { describeRecord, customField } from '../../records/record-description';
import { RecordObjectType } from '../../records/graphql-object-type';
import { restShapeOf } from '../../records/rest-shape';
import { apiTokenRecord } from './api-token.record';
import { ApiTokenType } from './api-tokens.types';
import { API_TOKEN_SECRET_LENGTH } from './api-token-secret';

/** What making a token answers (POST /api/tokens, createApiToken): the token, and its secret, shown this once. */
export const createdApiTokenDescription = describeRecord({
  name: 'CreatedApiToken',
  description: 'A new API token and its secret, shown this once',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    token: customField(apiTokenRecord, () => ApiTokenType, 'The new token', { computedBy: 'ApiTokensService.create' }),
    secret: customField(
      z.string().length(API_TOKEN_SECRET_LENGTH),
      () => String,
      'The whole secret, to send as Authorization: Bearer <secret>; it is not stored and never shown again',
      { computedBy: 'ApiTokensService.create (api-token-secret.ts)' },
    ),
  },
});

/** What POST /api/tokens answers (201). */
export const createdApiTokenRecord = restShapeOf(createdApiTokenDescription);

/**
 * The same in the graph. Made here, beside its description, rather than in api-tokens.types.ts:
 * the description names ApiTokenType from there, so that file cannot also name this one.
 */
@RecordObjectType(createdApiTokenDescription)
export class CreatedApiTokenType {}
