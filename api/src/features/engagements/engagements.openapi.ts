import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { engagementFilterSchema, engagementInputSchema } from '../../../../validation/engagements';
import { staffRoles } from '../../accounts/roles';
import { engagementRecord } from './engagement.record';
import { engagementEventExamples, engagementExample, engagementInputExample } from './engagements.examples';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';

const engagement = component('Engagement', engagementRecord, engagementExample);
const engagementInput = withExample(engagementInputSchema, engagementInputExample);
withEventExamples(engagementEventExamples);

/** /api/engagements (engagements.routes.ts). */
export const engagementOperations: RestOperation[] = tagged('Engagements', [
  {
    method: 'get',
    path: '/',
    operationId: 'listEngagements',
    summary: 'The engagements the caller may see, most recently started first',
    description: 'A client sees their own; an advisor those assigned to them; administrators every one.',
    ...signedIn(),
    request: {
      query: z.object({
        status: optional(engagementFilterSchema.shape.status, 'Only this status'),
        search: optional(engagementFilterSchema.shape.search, 'Words in the title or description, any case'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('The engagements: all of them, or a page, or what changed', engagement),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createEngagement',
    summary: 'Create an engagement for a client',
    description:
      'Days are South African days (YYYY-MM-DD); amounts rand to the cent. An administrator assigns any staff member or none; ' +
      'an advisor’s engagements are their own (`advisorId` themselves or null). An unknown or inactive client, service or advisor is a 400 naming the field. ' +
      '`paidAmount` is what was paid before the firm billed it in the portal (left out: 0); payments on its invoices add to it from then on.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(engagementInput) },
    responses: { 201: json('The engagement', engagement) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateEngagement',
    summary: 'Edit an engagement, sending every field',
    description:
      'Administrators edit any engagement, an advisor those assigned to them (anyone else’s is not found). ' +
      'Moving to completed sets completedAt to now; leaving completed clears it. ' +
      '`paidAmount` follows the payments on its invoices: leave it out or send it as it stands (any other value is a 400 naming it).',
    ...signedIn(...staffRoles),
    request: { params: pathParams({ id: 'The engagement id' }), body: jsonBody(engagementInput) },
    responses: { 200: json('The engagement', engagement), ...errors(404) },
  },
]);
