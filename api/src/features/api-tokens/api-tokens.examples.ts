import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { createApiTokenSchema } from '../../../../validation/api-tokens';
import type { apiTokenRecord } from './api-token.record';
import type { createdApiTokenRecord } from './created-api-token.record';

/**
 * The advisor's tokens (only staff make them). The addresses are documentation ones (RFC 5737);
 * instants are whole seconds, as the service stores a token's expiry.
 */

/** A token in use, as the lists show it: made for a year in August, last used this morning. */
export const apiTokenExample: z.input<typeof apiTokenRecord> = {
  id: exampleIds.apiToken,
  userId: exampleIds.advisor,
  name: 'Practice manager sync',
  prefix: 'khanya_pat_Q7fz',
  scopes: ['documents:read', 'engagements:read', 'tasks:write'],
  status: 'active',
  createdAt: '2026-08-03T09:12:45.000Z',
  expiresAt: '2027-08-03T09:12:45.000Z',
  lastUsedAt: '2026-11-20T06:00:00.000Z',
  lastUsedIpAddress: '203.0.113.40',
  revokedAt: null,
};

/** DELETE /api/tokens/{id} (and an administrator's): the same token, revoked. */
export const revokedApiTokenExample: z.input<typeof apiTokenRecord> = {
  ...apiTokenExample,
  status: 'revoked',
  revokedAt: '2026-11-20T09:02:14.000Z',
};

/** POST /api/tokens: a token for 90 days. */
export const createApiTokenExample: z.input<typeof createApiTokenSchema> = {
  name: 'Working papers export',
  scopes: ['documents:read', 'engagements:read'],
  expiresInDays: 90,
};

/** Made from it: not used yet, expiring 90 days on; its prefix is the start of its secret. */
export const createdApiTokenExample: z.input<typeof createdApiTokenRecord> = {
  token: {
    id: '7ca655fe-d31d-452f-9d6f-7cabac0d6eea',
    userId: exampleIds.advisor,
    name: 'Working papers export',
    prefix: 'khanya_pat_aP9R',
    scopes: ['documents:read', 'engagements:read'],
    status: 'active',
    createdAt: '2026-11-20T08:20:37.000Z',
    expiresAt: '2027-02-18T08:20:37.000Z',
    lastUsedAt: null,
    lastUsedIpAddress: null,
    revokedAt: null,
  },
  secret: 'khanya_pat_aP9R3mkqiuC8qRcVAatHRspusJ8F1tKSnDI7seQt',
};
