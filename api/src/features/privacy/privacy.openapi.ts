import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, jsonBody, optional, orNull, pathParams, tagged } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { signedIn } from '../../http/openapi/security';
import { declineErasureSchema, erasureRequestFilterSchema, erasureRequestFormSchema } from '../../../../validation/privacy';
import { erasureRequestRecord } from './erasure-request.record';
import {
  approvedErasureRequestExample,
  declineErasureExample,
  declinedErasureRequestExample,
  erasureRequestExample,
  erasureRequestFormExample,
} from './privacy.examples';

const erasureRequest = component('ErasureRequest', erasureRequestRecord, erasureRequestExample);
const byId = pathParams({ id: 'The request id' });
/** A sum of counts and sizes (my-data.service.ts summary): a whole number JavaScript holds exactly. */
const WHOLE_NUMBER = { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

/** /api/privacy (my-data.routes.ts, erasure.routes.ts): a client's POPIA rights. */
export const privacyOperations: RestOperation[] = tagged('Privacy', [
  {
    method: 'get',
    path: '/my-data',
    operationId: 'downloadMyData',
    summary: 'Everything the firm holds about the caller, as a ZIP archive (POPIA s23)',
    description:
      'Written as it is sent, so it has no length; its headers give the number of items and an estimate of the size. A few per hour.',
    ...signedIn(),
    responses: {
      200: {
        ...file('The archive, as an attachment', 'application/zip'),
        headers: {
          'X-Export-Items': { description: 'How many records and files the archive holds', schema: WHOLE_NUMBER },
          'X-Export-Estimated-Bytes': { description: 'About how large it will be', schema: WHOLE_NUMBER },
        },
      },
      ...errors(429),
    },
  },
  {
    method: 'post',
    path: '/erasure-request',
    operationId: 'requestErasure',
    summary: 'Ask the firm to erase the caller’s personal information (POPIA s24)',
    description: 'For clients; an administrator decides. One pending request at a time.',
    ...signedIn(),
    request: { body: { ...jsonBody(withExample(erasureRequestFormSchema, erasureRequestFormExample)), required: false } },
    responses: { 201: json('The request, pending', erasureRequest), ...errors(403, 409) },
  },
  {
    method: 'get',
    path: '/erasure-request',
    operationId: 'getMyErasureRequest',
    summary: 'The caller’s latest erasure request',
    ...signedIn(),
    responses: { 200: json('The request, or null when there is none', orNull(erasureRequest)) },
  },
]);

/** /api/admin/erasure-requests (erasure.routes.ts): the administrators' decisions. */
export const erasureAdminOperations: RestOperation[] = tagged('Privacy', [
  {
    method: 'get',
    path: '/',
    operationId: 'listErasureRequests',
    summary: 'Every erasure request, newest first',
    ...signedIn(...adminRoles),
    request: { query: z.object({ status: optional(erasureRequestFilterSchema.shape.status, 'Only this status') }) },
    responses: { 200: json('The requests', z.array(erasureRequest)), ...errors(400) },
  },
  {
    method: 'post',
    path: '/{id}/approve',
    operationId: 'approveErasureRequest',
    summary: 'Approve a pending request: the client’s personal information is erased',
    ...signedIn(...adminRoles),
    request: { params: byId },
    responses: {
      200: jsonShowing('The approved request', erasureRequest, approvedErasureRequestExample),
      ...errors(404, 409),
    },
  },
  {
    method: 'post',
    path: '/{id}/decline',
    operationId: 'declineErasureRequest',
    summary: 'Decline a pending request, saying why',
    description: 'The client is told the reason.',
    ...signedIn(...adminRoles),
    request: { params: byId, body: jsonBody(withExample(declineErasureSchema, declineErasureExample)) },
    responses: {
      200: jsonShowing('The declined request', erasureRequest, declinedErasureRequestExample),
      ...errors(404, 409),
    },
  },
]);
