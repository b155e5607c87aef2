import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pageQuery, pathParams, tagged, pagedList } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { withSession } from '../../http/openapi/security';
import { apiTokenFilterSchema, createApiTokenSchema } from '../../../../validation/api-tokens';
import { apiTokenRecord } from './api-token.record';
import { createdApiTokenRecord } from './created-api-token.record';
import { apiTokenExample, createApiTokenExample, createdApiTokenExample, revokedApiTokenExample } from './api-tokens.examples';

const apiToken = component('ApiToken', apiTokenRecord, apiTokenExample);
/** A revoke's answer: the token, revoked. */
const revoked = jsonShowing('Revoked', apiToken, revokedApiTokenExample);
const tokenId = pathParams({ id: 'The token id (from the list), not the secret' });

// A token cannot make, list or revoke tokens: every operation here takes a browser session.
/** /api/tokens (api-tokens.routes.ts): the signed-in person's personal access tokens. */
export const apiTokenOperations: RestOperation[] = tagged('API tokens', [
  {
    method: 'get',
    path: '/',
    operationId: 'listApiTokens',
    summary: 'Your API tokens that are not revoked (expired ones too), newest first',
    ...withSession(),
    responses: { 200: json('Your tokens, never their secrets', z.array(apiToken)) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createApiToken',
    summary: 'Make an API token (staff only); the answer holds its secret, this once',
    ...withSession(),
    request: {
      body: jsonBody(withExample(createApiTokenSchema, createApiTokenExample), 'Its name, scopes and lifetime in days (at most 365)'),
    },
    responses: {
      201: json(
        'Made: keep the secret now, it is not stored',
        component('CreatedApiToken', createdApiTokenRecord.extend({ token: apiToken }), createdApiTokenExample),
      ),
      ...errors(403),
    },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'revokeApiToken',
    summary: 'Revoke one of your tokens: it stops working at once',
    ...withSession(),
    request: { params: tokenId },
    responses: { 200: revoked, ...errors(404) },
  },
]);

/** /api/admin/tokens (api-tokens.routes.ts): everyone's tokens, for administrators. */
export const apiTokenAdminOperations: RestOperation[] = tagged('API tokens', [
  {
    method: 'get',
    path: '/',
    operationId: 'listAllApiTokens',
    summary: "Everyone's API tokens, newest first, one page at a time",
    ...withSession(...adminRoles),
    request: {
      query: z.object({ status: optional(apiTokenFilterSchema.shape.status, 'active, expired or revoked; all when absent'), ...pageQuery }),
    },
    responses: {
      200: pagedList('One page of tokens', apiToken),
      ...errors(400),
    },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'revokeAnyApiToken',
    summary: "Revoke anyone's token",
    ...withSession(...adminRoles),
    request: { params: tokenId },
    responses: { 200: revoked, ...errors(404) },
  },
]);
