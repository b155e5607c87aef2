import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, optional, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { engagementFilterSchema } from '../../../../validation/engagements';
import { engagementRecord } from '../../../../validation/records/engagements';

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
      }),
    },
    responses: { 200: json('The engagements', z.array(component('Engagement', engagementRecord))), ...errors(400) },
  },
]);
