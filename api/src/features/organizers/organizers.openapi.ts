import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import {
  answerOrganizerSchema,
  cancelOrganizerSchema,
  organizerFilterSchema,
  organizerTemplateSchema,
  reopenOrganizerSchema,
  sendOrganizerSchema,
} from '../../../../validation/organizers';
import { DOCUMENT_TYPE_MESSAGE } from '../../../../validation/documents';
import { ORGANIZER_MAX_QUESTIONS } from '../../../../validation/organizer-values';
import { uploadedFile } from '../documents';
import { organizerRecord } from './organizer.record';
import { organizerAnswerRecord } from './organizer-answer.record';
import { organizerAnswerResultRecord } from './organizer-answer-result.record';
import { organizerTemplateRecord } from './organizer-template.record';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  answerOrganizerExample,
  cancelledOrganizerExample,
  cancelOrganizerExample,
  organizerAnswerExample,
  organizerAnswerResultExample,
  organizerEventExamples,
  organizerExample,
  organizerFileAnswerResultExample,
  organizerTemplateExample,
  organizerTemplateInputExample,
  reopenedOrganizerExample,
  reopenOrganizerExample,
  sendOrganizerExample,
  sentOrganizerExample,
  submittedOrganizerExample,
  uploadOrganizerFileExample,
} from './organizers.examples';

const organizer = component('Organizer', organizerRecord, organizerExample);
const answer = component('OrganizerAnswer', organizerAnswerRecord, organizerAnswerExample);
const answerResult = component('OrganizerAnswerResult', organizerAnswerResultRecord, organizerAnswerResultExample);
const template = component('OrganizerTemplate', organizerTemplateRecord, organizerTemplateExample);
const templateInput = withExample(organizerTemplateSchema, organizerTemplateInputExample);
withEventExamples(organizerEventExamples);
const organizerId = pathParams({ id: 'The organizer id' });
const questionParams = pathParams({ id: 'The organizer id', questionKey: 'The question’s key' });
const templateId = pathParams({ id: 'The template id' });

/**
 * /api/organizers (organizers.routes.ts): questionnaires sent to clients to fill in. API tokens
 * read them with engagements:read; every change is for a signed-in session (there is no
 * engagements:write), and only the client answers and submits.
 */
export const organizerOperations: RestOperation[] = tagged('Organizers', [
  {
    method: 'get',
    path: '/',
    operationId: 'listOrganizers',
    summary: 'The organizers the caller may see, one page at a time',
    description:
      'A client sees those sent to them; an advisor those of the engagements assigned to them; administrators every one. Those waiting for the client come first, the soonest due first, then the most recently sent.',
    ...signedIn(),
    request: {
      query: z.object({
        status: optional(organizerFilterSchema.shape.status, 'Only this status'),
        clientId: optional(organizerFilterSchema.shape.clientId, 'Staff: only this client’s'),
        engagementId: optional(organizerFilterSchema.shape.engagementId, 'Only this engagement’s'),
        outstanding: optional(
          organizerFilterSchema.shape.outstanding,
          'true: only those waiting for the client (sent, in_progress, reopened); false: the others',
        ),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of organizers, or of what changed (an erased client’s organizers as deleted)', organizer),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'sendOrganizer',
    summary: 'Send an organizer from a template to the engagement’s client',
    description:
      'Its sections and questions are copied from the template now; later edits of the template never change it. The client is notified and e-mailed. The due date is a day (YYYY-MM-DD, SAST), today or later.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(sendOrganizerSchema, sendOrganizerExample)) },
    responses: { 201: jsonShowing('The organizer sent', organizer, sentOrganizerExample), ...errors(400) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getOrganizer',
    summary: 'One organizer, with its questions and progress',
    ...signedIn(),
    request: { params: organizerId },
    responses: { 200: json('The organizer', organizer), ...errors(404) },
  },
  {
    method: 'get',
    path: '/{id}/answers',
    operationId: 'listOrganizerAnswers',
    summary: 'The answers given, in the order of the questions',
    ...signedIn(),
    request: { params: organizerId },
    // One per question of the organizer at most.
    responses: { 200: json('The answers', z.array(answer).max(ORGANIZER_MAX_QUESTIONS)), ...errors(404) },
  },
  {
    method: 'put',
    path: '/{id}/answers/{questionKey}',
    operationId: 'answerOrganizerQuestion',
    summary: 'Save the answer to one question (its client only)',
    description:
      'Idempotent: the same answer again changes nothing but its time. `value` by the question’s kind (null clears it); a file question takes `documentIds`, the client’s own documents. A value of the wrong kind is refused (400) with a message naming the question, as is a negative or a fraction for a number question that counts things (`counts`). Answers the saved answer with the new progress.',
    ...signedIn(),
    request: {
      params: questionParams,
      body: jsonBody(withExample(answerOrganizerSchema.omit({ questionKey: true }), answerOrganizerExample)),
    },
    responses: { 200: json('The answer as saved, and the progress', answerResult), ...errors(400, 404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/answers/{questionKey}/files',
    operationId: 'uploadOrganizerFile',
    summary: 'Upload a file against a file question (its client only)',
    description:
      'The file becomes one of the client’s documents (pending review) and is added to the question’s answer. The largest file accepted is MAX_UPLOAD_MB (25 MB unless the firm set another).',
    ...signedIn(),
    request: {
      params: questionParams,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: uploadedFile().describe(`The file: ${DOCUMENT_TYPE_MESSAGE.toLowerCase()}`),
            }),
            example: uploadOrganizerFileExample,
          },
        },
      },
    },
    responses: {
      201: jsonShowing('The answer with the file, and the progress', answerResult, organizerFileAnswerResultExample),
      ...errors(400, 404, 409, 415),
    },
  },
  {
    method: 'post',
    path: '/{id}/submit',
    operationId: 'submitOrganizer',
    summary: 'Submit one’s organizer (its client only)',
    description:
      'Every required question shown must have an answer: otherwise 400 with a field error `answers.<key>` naming each. The answers are then locked; staff are told.',
    ...signedIn(),
    request: { params: organizerId },
    responses: { 200: jsonShowing('The submitted organizer', organizer, submittedOrganizerExample), ...errors(400, 404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/reopen',
    operationId: 'reopenOrganizer',
    summary: 'Reopen a submitted organizer with a note on each question to look at again',
    description: 'The client is notified and e-mailed, and sees which questions the notes are on.',
    ...signedIn(...staffRoles),
    request: { params: organizerId, body: jsonBody(withExample(reopenOrganizerSchema, reopenOrganizerExample)) },
    responses: { 200: jsonShowing('The reopened organizer', organizer, reopenedOrganizerExample), ...errors(400, 404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/cancel',
    operationId: 'cancelOrganizer',
    summary: 'Cancel an organizer still waiting for the client',
    ...signedIn(...staffRoles),
    request: { params: organizerId, body: jsonBody(withExample(cancelOrganizerSchema, cancelOrganizerExample)) },
    responses: { 200: jsonShowing('The cancelled organizer', organizer, cancelledOrganizerExample), ...errors(404, 409) },
  },
  {
    method: 'get',
    path: '/{id}/pdf',
    operationId: 'exportOrganizerPdf',
    summary: 'The answers as a PDF for the working papers',
    description:
      'For staff who run the engagement: each question shown with its answer, the files by name and the firm’s notes. It names the client, the sender and the files, so an API token also needs users:read and documents:read.',
    ...signedIn(...staffRoles),
    request: { params: organizerId },
    responses: { 200: file('The PDF, as an attachment', 'application/pdf'), ...errors(404) },
  },
]);

/** /api/organizer-templates (organizers.routes.ts): staff read them, administrators keep them. */
export const organizerTemplateOperations: RestOperation[] = tagged('Organizers', [
  {
    method: 'get',
    path: '/',
    operationId: 'listOrganizerTemplates',
    summary: 'The organizer templates, by title',
    ...signedIn(...staffRoles),
    responses: { 200: json('The templates', z.array(template)) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getOrganizerTemplate',
    summary: 'One template',
    ...signedIn(...staffRoles),
    request: { params: templateId },
    responses: { 200: json('The template', template), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createOrganizerTemplate',
    summary: 'Create a template',
    description: 'Its questions are checked: unique keys, choices for choice questions, a condition on an earlier yes/no question.',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(templateInput) },
    responses: { 201: json('The new template', template) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateOrganizerTemplate',
    summary: 'Replace a template’s title, description and questions',
    description: 'Organizers already sent from it keep their own questions.',
    ...signedIn(...adminRoles),
    request: { params: templateId, body: jsonBody(templateInput) },
    responses: { 200: json('The template', template), ...errors(404) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteOrganizerTemplate',
    summary: 'Delete a template',
    description: 'Organizers sent from it keep their questions; their templateId becomes null.',
    ...signedIn(...adminRoles),
    request: { params: templateId },
    responses: { 204: { description: 'Deleted' }, ...errors(404) },
  },
]);
