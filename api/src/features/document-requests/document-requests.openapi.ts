import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  CHECKLIST_MAX_ITEMS,
  checklistRequestSchema,
  documentChecklistSchema,
  documentRequestFilterSchema,
  documentRequestSchema,
  documentRequestsSchema,
} from '../../../../validation/document-requests';
import { documentRequestRecord } from './document-request.record';
import { documentChecklistRecord } from './document-checklist.record';
import {
  cancelledDocumentRequestExample,
  checklistRequestBodyExample,
  checklistRequestsExample,
  documentChecklistBodyExample,
  documentChecklistExample,
  documentRequestBodyExample,
  documentRequestEventExamples,
  documentRequestExample,
  openDocumentRequestExample,
} from './document-requests.examples';

const request = component('DocumentRequest', documentRequestRecord, documentRequestExample);
const checklist = component('DocumentChecklist', documentChecklistRecord, documentChecklistExample);
const checklistBody = withExample(documentChecklistSchema, documentChecklistBodyExample);
withEventExamples(documentRequestEventExamples);

/** /api/document-requests (document-requests.routes.ts): documents asked of clients. */
export const documentRequestOperations: RestOperation[] = tagged('Document requests', [
  {
    method: 'get',
    path: '/',
    operationId: 'listDocumentRequests',
    summary: 'The requests the caller may see',
    description: 'A client sees those asked of them; staff every client’s.',
    ...signedIn(),
    request: {
      query: z.object({
        clientId: optional(documentRequestFilterSchema.shape.clientId, 'Staff: only this client’s'),
        status: optional(documentRequestFilterSchema.shape.status, 'Only this status'),
        outstanding: optional(documentRequestFilterSchema.shape.outstanding, 'true: only open and uploaded ones'),
        ...syncQuery,
      }),
    },
    responses: { 200: syncedList('The requests: all of them, or a page, or what changed', request), ...errors(400) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'requestDocuments',
    summary: 'Ask a client for one document, or for several at once (`items`)',
    description: 'The client is notified and e-mailed. With `items`, the answer is the list of requests made.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(z.union([documentRequestSchema, documentRequestsSchema]), documentRequestBodyExample)) },
    // One request per item: at most CHECKLIST_MAX_ITEMS.
    responses: {
      201: json(
        'The request, or the requests made from `items`',
        withExample(z.union([request, z.array(request).max(CHECKLIST_MAX_ITEMS)]), openDocumentRequestExample),
      ),
    },
  },
  {
    method: 'post',
    path: '/from-checklist',
    operationId: 'requestDocumentsFromChecklist',
    summary: 'Ask a client for every document of a checklist',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(checklistRequestSchema, checklistRequestBodyExample)) },
    responses: {
      201: json('The requests made, one per item', withExample(z.array(request).max(CHECKLIST_MAX_ITEMS), checklistRequestsExample)),
    },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getDocumentRequest',
    summary: 'One request',
    ...signedIn(),
    request: { params: pathParams({ id: 'The request id' }) },
    responses: { 200: json('The request', request), ...errors(404) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'cancelDocumentRequest',
    summary: 'Cancel an open request',
    ...signedIn(...staffRoles),
    request: { params: pathParams({ id: 'The request id' }) },
    responses: { 200: jsonShowing('The cancelled request', request, cancelledDocumentRequestExample), ...errors(400, 404) },
  },
]);

/** /api/document-checklists (document-requests.routes.ts): staff read them, administrators keep them. */
export const documentChecklistOperations: RestOperation[] = tagged('Document requests', [
  {
    method: 'get',
    path: '/',
    operationId: 'listDocumentChecklists',
    summary: 'The checklists',
    ...signedIn(...staffRoles),
    responses: { 200: json('The checklists', z.array(checklist)) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getDocumentChecklist',
    summary: 'One checklist',
    ...signedIn(...staffRoles),
    request: { params: pathParams({ id: 'The checklist id' }) },
    responses: { 200: json('The checklist', checklist), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createDocumentChecklist',
    summary: 'Create a checklist',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(checklistBody) },
    responses: { 201: json('The new checklist', checklist) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateDocumentChecklist',
    summary: 'Replace a checklist’s name, description and items',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The checklist id' }), body: jsonBody(checklistBody) },
    responses: { 200: json('The checklist', checklist), ...errors(404) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteDocumentChecklist',
    summary: 'Delete a checklist',
    description: 'Requests already made from it stay.',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The checklist id' }) },
    responses: { 204: { description: 'Deleted' }, ...errors(404) },
  },
]);
