import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { anyone, signedIn } from '../../http/openapi/security';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import { DOCUMENT_TYPE_MESSAGE, documentFilterSchema, rejectDocumentSchema, uploadDocumentSchema } from '../../../../validation/documents';
import { documentRecord } from './document.record';
import { documentMimeTypes } from './document-file-type';
import { DOWNLOAD_URL_MAX_LENGTH, LINK_EXPIRES_MAX_LENGTH, LINK_EXPIRES_PATTERN, LINK_SIGNATURE_LENGTH } from './download-links';
import { uploadedFile } from './uploaded-file.openapi';
import {
  documentEventExamples,
  documentExample,
  downloadLinkExample,
  rejectDocumentExample,
  rejectedDocumentExample,
  uploadDocumentFormExample,
  uploadedDocumentExample,
} from './documents.examples';

const documentBody = component('Document', documentRecord, documentExample);
withEventExamples(documentEventExamples);
const byId = pathParams({ id: 'The document id' });

/** The form sent: the fields of the upload's own schema, and the file. */
const uploadForm = z.object({
  file: uploadedFile().describe(`The document: ${DOCUMENT_TYPE_MESSAGE.toLowerCase()}`),
  category: optional(uploadDocumentSchema.shape.category, 'general when left out'),
  description: optional(uploadDocumentSchema.shape.description, 'What the document is'),
  clientId: optional(
    uploadDocumentSchema.shape.clientId,
    'Staff: the client it is filed for (a user id); a client’s uploads are their own',
  ),
  requestId: optional(uploadDocumentSchema.shape.requestId, 'The document request it answers'),
});

/** /api/documents (documents.routes.ts). */
export const documentOperations: RestOperation[] = tagged('Documents', [
  {
    method: 'get',
    path: '/',
    operationId: 'listDocuments',
    summary: 'The documents the caller may see, newest first',
    description: 'A client sees their own; staff see every client’s.',
    ...signedIn(),
    request: {
      query: z.object({
        category: optional(documentFilterSchema.shape.category, 'Only this category'),
        status: optional(documentFilterSchema.shape.status, 'Only this status'),
        search: optional(documentFilterSchema.shape.search, 'Words in the name or description, any case'),
        clientId: optional(documentFilterSchema.shape.clientId, 'Staff: only this client’s documents'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('The documents: all of them, or a page, or what changed (an erased client’s documents as deleted)', documentBody),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/upload',
    operationId: 'uploadDocument',
    summary: 'Upload a document',
    description:
      'The file’s type is checked from its content. Staff may file it for a client (`clientId`); `requestId` answers a document request. ' +
      'The largest file accepted is MAX_UPLOAD_MB (25 MB unless the firm set another).',
    ...signedIn(),
    request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadForm, example: uploadDocumentFormExample } } } },
    responses: { 201: jsonShowing('The stored document, pending review', documentBody, uploadedDocumentExample), ...errors(404, 415) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getDocument',
    summary: 'One document',
    ...signedIn(),
    request: { params: byId },
    responses: { 200: json('The document', documentBody), ...errors(404) },
  },
  {
    method: 'get',
    path: '/{id}/download',
    operationId: 'requestDocumentDownload',
    summary: 'A short-lived link to download the file',
    description: 'The link (GET /api/documents/{id}/file with its signature) works without the session for a few minutes.',
    ...signedIn(),
    request: { params: byId },
    responses: {
      200: json(
        'The link',
        component(
          'DownloadLink',
          z.strictObject({
            downloadUrl: z.string().max(DOWNLOAD_URL_MAX_LENGTH).describe('A path on this host, signed, valid for a few minutes'),
          }),
          downloadLinkExample,
        ),
      ),
      ...errors(404),
    },
  },
  {
    method: 'get',
    path: '/{id}/file',
    operationId: 'downloadDocumentFile',
    summary: 'The file, through a signed link',
    description: 'The signature is the permission (it was issued after the access check), so no session is needed.',
    ...anyone,
    request: {
      params: byId,
      query: z.object({
        expires: z.string().regex(LINK_EXPIRES_PATTERN).max(LINK_EXPIRES_MAX_LENGTH).describe('From the link: when it stops working'),
        signature: z.string().length(LINK_SIGNATURE_LENGTH).describe('From the link'),
      }),
    },
    responses: {
      200: file('The file, as an attachment', ...Object.values(documentMimeTypes)),
      ...errors(403, 404),
    },
  },
  {
    method: 'put',
    path: '/{id}/approve',
    operationId: 'approveDocument',
    summary: 'Approve a pending document',
    ...signedIn(...staffRoles),
    request: { params: byId },
    responses: { 200: json('The approved document', documentBody), ...errors(400, 404) },
  },
  {
    method: 'put',
    path: '/{id}/reject',
    operationId: 'rejectDocument',
    summary: 'Reject a pending document, saying why',
    description: 'The reason is shown to the client.',
    ...signedIn(...staffRoles),
    request: { params: byId, body: jsonBody(withExample(rejectDocumentSchema, rejectDocumentExample)) },
    responses: { 200: jsonShowing('The rejected document', documentBody, rejectedDocumentExample), ...errors(404) },
  },
]);
