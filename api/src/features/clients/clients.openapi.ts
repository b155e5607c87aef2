import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import { adminUserRecord } from '../../accounts/user.record';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, optional, pathParams, syncQuery, tagged, pagedList } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { clientFilterSchema } from './clients.service';

// The same shape as the administrators' user list (admin.openapi.ts).
const client = component('AdminUser', adminUserRecord);
const staff = signedIn(...staffRoles);
const WHO =
  'Administrators see every client, an advisor the clients they serve (the clients of engagements assigned to them). Clients are the people holding the client role; a staff member is never one here. An API token needs users:read.';

/** /api/clients (clients.routes.ts). */
export const clientOperations: RestOperation[] = tagged('Clients', [
  {
    method: 'get',
    path: '/',
    operationId: 'listClients',
    summary: 'The firm’s clients the caller serves, by last name or by change, one page at a time',
    description: `${WHO} Ordered by last name, then first name (any case), then id; with updated_since, by when each changed, oldest first (docs/integrations.md#pages-and-sync). Active and deactivated (erased) accounts alike, unless isActive says.`,
    ...staff,
    request: {
      query: z.object({
        search: optional(
          clientFilterSchema.shape.search,
          'Only those each of whose words is part of the first or last name, the e-mail address or, for a session, the company’s name (any case)',
        ),
        isActive: z
          .enum(['true', 'false'])
          .optional()
          .describe('true: only accounts that can sign in; false: only deactivated ones; left out: both'),
        ...syncQuery,
        updated_since: syncQuery.updated_since.describe(
          'Only the clients whose account changed at or after this instant (ISO 8601 with its offset, such as 2026-11-01T00:00:00Z): oldest change first, a page at a time. A client is never deleted: an erased one is a change (deactivated, its names replaced)',
        ),
      }),
    },
    responses: {
      200: pagedList('One page of clients, or of the clients changed since updated_since', client, { changes: true }),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getClient',
    summary: 'One client the caller serves',
    description: `${WHO} Anyone else (a staff member, another advisor’s client, no one) is 404, never 403.`,
    ...staff,
    request: { params: pathParams({ id: 'The client’s user id' }) },
    responses: { 200: json('The client', client), ...errors(404) },
  },
]);
