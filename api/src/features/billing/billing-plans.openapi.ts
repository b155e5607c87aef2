import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { billingPlanFilterSchema, billingPlanStatusValues } from '../../../../validation/billing/billing-plan-input';
import { billingPlanRecord } from './billing-plan.record';
import { jsonShowing } from '../../http/openapi/answer-example';
import { billingPlanExample, endedBillingPlanExample } from './billing-plans.examples';

const plan = component('BillingPlan', billingPlanRecord, billingPlanExample);

/** /api/billing-plans (billing-plans.routes.ts). */
export const billingPlanOperations: RestOperation[] = tagged('Billing plans', [
  {
    method: 'get',
    path: '/',
    operationId: 'listBillingPlans',
    summary: 'The billing plans the caller sees, newest first (at most 200, or every one a page at a time)',
    description:
      'Started when a client signs a letter with a fee schedule. A client sees their own, an advisor those of the clients they serve, administrators all. Without first, after or updated_since, the newest 200 as one array.',
    ...signedIn(),
    request: {
      query: z.object({
        engagementId: optional(billingPlanFilterSchema.shape.engagementId, 'One engagement’s plans'),
        clientId: optional(billingPlanFilterSchema.shape.clientId, 'One client’s plans (a user id)'),
        status: z.enum(billingPlanStatusValues).optional(),
        ...syncQuery,
      }),
    },
    responses: { 200: syncedList('The plans: the newest 200, or a page, or what changed', plan), ...errors(400) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getBillingPlan',
    summary: 'One billing plan the caller sees',
    ...signedIn(),
    request: { params: pathParams({ id: 'The plan id' }) },
    responses: { 200: json('The plan', plan), ...errors(404) },
  },
  {
    method: 'post',
    path: '/{id}/end',
    operationId: 'endBillingPlan',
    summary: 'End a billing plan: nothing more is billed after today',
    description: 'Staff who bill the client. Ending an ended plan changes nothing.',
    ...signedIn(...staffRoles),
    request: { params: pathParams({ id: 'The plan id' }) },
    responses: { 200: jsonShowing('The plan, ended', plan, endedBillingPlanExample), ...errors(404) },
  },
]);
