import { z } from 'zod';
import { apiTokenScopeValues, apiTokenStatusValues } from '../api-token-scopes';

/**
 * A personal access token as REST answers it (GET /api/tokens, GET /api/admin/tokens, the `token`
 * of POST /api/tokens), in the order the JSON carries it: never its secret, which POST answers
 * once beside it. record-shapes.test.ts compares it with the GraphQL type ApiToken.
 */
export const apiTokenRecord = z.strictObject({
  id: z.string().describe('The token id (not the secret)'),
  userId: z.string().describe('Whose token it is (a user id); it acts as that person'),
  name: z.string().describe('What its owner called it, for example "Practice manager sync"'),
  prefix: z.string().describe('The start of the secret, for recognising it, for example "khanya_pat_a1B2"'),
  scopes: z.array(z.enum(apiTokenScopeValues)).describe('What it may do, for example documents:read'),
  status: z.enum(apiTokenStatusValues).describe('active, expired or revoked'),
  createdAt: z.iso.datetime().describe('When it was made'),
  expiresAt: z.iso.datetime().describe('When it stops working, at most a year after it was made'),
  lastUsedAt: z.iso.datetime().nullable().describe('When it was last used, to the minute; null if never'),
  lastUsedIpAddress: z.string().nullable().describe('The network address it was last used from'),
  revokedAt: z.iso.datetime().nullable().describe('When it was revoked; null while it is not'),
});

/** What POST /api/tokens answers (201): the token, and its secret, shown this once. */
export const createdApiTokenRecord = z.strictObject({
  token: apiTokenRecord.describe('The new token'),
  secret: z.string().describe('The whole secret, to send as Authorization: Bearer <secret>; it is not stored and never shown again'),
});
