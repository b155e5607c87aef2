import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumName } from '../../../../validation/enum-names';
import { apiTokenScopeDescriptions, apiTokenScopeValues, apiTokenStatusValues } from '../../../../validation/api-token-scopes';
import { enumOf } from '../../graphql/enum-of';
import {
  choiceField,
  customField,
  describeRecord,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { ApiToken } from './api-token.entity';

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

/**
 * A staff member's personal access token, as both APIs, the OpenAPI document and the "My data"
 * archive show it: never its secret, nor the secret's hash. Deleted on erasure: none could be used
 * by an erased account anyway.
 */
export const apiTokenDescription = describeRecord({
  name: 'ApiToken',
  description: "A staff member's personal access token: never its secret",
  entity: ApiToken,
  deletedWithTheRowOnErasure: true,
  fields: {
    id: idField('The token id (not the secret)', { privacy: privacy.exported }),
    userId: referenceField('Whose token it is (a user id); it acts as that person', { privacy: privacy.notPersonal, graphqlEdge: 'owner' }),
    name: textField('What its owner called it, for example "Practice manager sync"', { privacy: privacy.exported }),
    prefix: textField('The start of the secret, for recognising it, for example "khanya_pat_a1B2"', { privacy: privacy.exported }),
    scopes: customField(
      // Each scope once (createApiTokenSchema keeps one of each).
      z.array(z.enum(apiTokenScopeValues)).max(apiTokenScopeValues.length),
      () => [ApiTokenScopeEnum],
      'What it may do: an area each, and read or also write (REST spells them documents:read)',
      { privacy: privacy.exported },
    ),
    status: choiceField(
      apiTokenStatusValues,
      ApiTokenStatusEnum,
      'Whether it works now, from revokedAt and expiresAt (revoked wins over expired)',
      {
        computedBy: 'statusOf (api-token-status.ts)',
      },
    ),
    createdAt: instantField('When it was made', { privacy: privacy.exported }),
    expiresAt: instantField('When it stops working, at most a year after it was made', { privacy: privacy.exported }),
    lastUsedAt: instantField('When it was last used, to the minute; null if never', { nullable: true, privacy: privacy.exported }),
    lastUsedIpAddress: textField('The network address it was last used from', { nullable: true, privacy: privacy.exported }),
    revokedAt: instantField('When it was revoked; null while it is not', { nullable: true, privacy: privacy.exported }),
  },
  internal: {
    // The hash of a random secret describes no one, and is never exported.
    secretHash: {
      privacy: privacy.notPersonal,
      because: 'sha256 of the secret, to recognise a bearer; the secret is shown once and not kept',
    },
  },
});

/**
 * A token as REST answers it (GET /api/tokens, GET /api/admin/tokens, the `token` of POST
 * /api/tokens), in the order the JSON carries it.
 */
export const apiTokenRecord = restShapeOf(apiTokenDescription);
