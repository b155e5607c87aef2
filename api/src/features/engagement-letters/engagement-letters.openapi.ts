import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { tokenScopedShape } from '../api-tokens';
import {
  declineLetterSchema,
  engagementLetterFilterSchema,
  letterTemplateSchema,
  previewLetterSchema,
  sendLetterSchema,
  signLetterSchema,
  withdrawLetterSchema,
} from '../../../../validation/engagement-letters';
import { engagementLetterRecord } from './engagement-letter.record';
import { letterMergeFieldRecord, letterPreviewRecord, letterTemplateRecord } from './letter-template.record';
import { letterMergeFields } from '../../../../validation/engagement-letter-values';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  declinedEngagementLetterExample,
  declineLetterExample,
  engagementLetterEventExamples,
  engagementLetterExample,
  letterMergeFieldExample,
  letterPreviewExample,
  letterTemplateExample,
  letterTemplateInputExample,
  previewLetterExample,
  sendLetterExample,
  sentEngagementLetterExample,
  signLetterExample,
  withdrawLetterExample,
  withdrawnEngagementLetterExample,
} from './engagement-letters.examples';

// The signing evidence is left out for an API token without users:read (withinTokenScopes).
const letter = component('EngagementLetter', tokenScopedShape(engagementLetterRecord, 'EngagementLetter'), engagementLetterExample);
const template = component('LetterTemplate', letterTemplateRecord, letterTemplateExample);
const templateInput = withExample(letterTemplateSchema, letterTemplateInputExample);
withEventExamples(engagementLetterEventExamples);
const letterId = pathParams({ id: 'The letter id' });
const templateId = pathParams({ id: 'The template id' });

/**
 * /api/engagement-letters (engagement-letters.routes.ts): letters sent to clients to sign. API
 * tokens read them with engagements:read; every change is for a signed-in session (there is no
 * engagements:write), and only the client signs or declines.
 */
export const engagementLetterOperations: RestOperation[] = tagged('Engagement letters', [
  {
    method: 'get',
    path: '/',
    operationId: 'listEngagementLetters',
    summary: 'The letters the caller may see, one page at a time',
    description:
      'A client sees the letters sent to them; an advisor those of the engagements assigned to them; administrators every one. Letters waiting for the client come first, then the most recently sent.',
    ...signedIn(),
    request: {
      query: z.object({
        status: optional(engagementLetterFilterSchema.shape.status, 'Only this status'),
        clientId: optional(engagementLetterFilterSchema.shape.clientId, 'Staff: only this client’s'),
        engagementId: optional(engagementLetterFilterSchema.shape.engagementId, 'Only this engagement’s'),
        outstanding: optional(
          engagementLetterFilterSchema.shape.outstanding,
          'true: only letters waiting for the client (sent, viewed); false: the others',
        ),
        sentMoreThanDaysAgo: optional(
          engagementLetterFilterSchema.shape.sentMoreThanDaysAgo,
          'Only letters sent more than this many days ago',
        ),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of letters, or of what changed (an erased client’s unsigned letters as deleted)', letter),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/preview',
    operationId: 'previewEngagementLetter',
    summary: 'A letter as it would be sent for an engagement, every merge field filled in',
    description:
      'From a stored template (`templateId`) or a text being written (`body`). Refused (400) as sending would be: an unknown or malformed merge field names `body`; a field the engagement or its client has no value for names `engagementId`.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(previewLetterSchema, previewLetterExample)) },
    responses: { 200: json('The letter', component('LetterPreview', letterPreviewRecord, letterPreviewExample)), ...errors(400) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'sendEngagementLetter',
    summary: 'Send a letter from a template to the engagement’s client',
    description:
      'Its text is fixed now, with its SHA-256; the client is notified and e-mailed. At most one letter per engagement waits for the client: another answers 409 until that one is withdrawn, signed or declined.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(sendLetterSchema, sendLetterExample)) },
    responses: { 201: jsonShowing('The letter sent', letter, sentEngagementLetterExample), ...errors(409) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getEngagementLetter',
    summary: 'One letter',
    description: 'The client’s first reading marks it viewed; staff reading it change nothing.',
    ...signedIn(),
    request: { params: letterId },
    responses: { 200: json('The letter', letter), ...errors(404) },
  },
  {
    method: 'post',
    path: '/{id}/withdraw',
    operationId: 'withdrawEngagementLetter',
    summary: 'Withdraw a letter still waiting for the client',
    description: 'The client is told, with the reason if one is given.',
    ...signedIn(...staffRoles),
    request: { params: letterId, body: jsonBody(withExample(withdrawLetterSchema, withdrawLetterExample)) },
    responses: { 200: jsonShowing('The withdrawn letter', letter, withdrawnEngagementLetterExample), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/sign',
    operationId: 'signEngagementLetter',
    summary: 'Sign one’s own letter (its client only)',
    description:
      'With the full name as typed, `agreeToSignElectronically: true` and a drawn (PNG data URL, at most 200 KB) or typed signature. The signed PDF is filed as one of the client’s documents. Staff who see the letter get 403; a letter no longer waiting, 409; when the PDF cannot be made or stored, 503 and nothing is signed.',
    ...signedIn(),
    request: { params: letterId, body: jsonBody(withExample(signLetterSchema, signLetterExample)) },
    responses: { 200: json('The signed letter', letter), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/decline',
    operationId: 'declineEngagementLetter',
    summary: 'Decline one’s own letter, saying why (its client only)',
    ...signedIn(),
    request: { params: letterId, body: jsonBody(withExample(declineLetterSchema, declineLetterExample)) },
    responses: { 200: jsonShowing('The declined letter', letter, declinedEngagementLetterExample), ...errors(404, 409) },
  },
]);

/** /api/letter-templates (engagement-letters.routes.ts): staff read them, administrators keep them. */
export const letterTemplateOperations: RestOperation[] = tagged('Engagement letters', [
  {
    method: 'get',
    path: '/',
    operationId: 'listLetterTemplates',
    summary: 'The letter templates, by title',
    ...signedIn(...staffRoles),
    responses: { 200: json('The templates', z.array(template)) },
  },
  {
    method: 'get',
    path: '/merge-fields',
    operationId: 'listLetterMergeFields',
    summary: 'The merge fields a template may use',
    ...signedIn(...staffRoles),
    responses: {
      200: json(
        'The merge fields, each written {{name}}',
        z.array(component('LetterMergeField', letterMergeFieldRecord, letterMergeFieldExample)).max(letterMergeFields.length),
      ),
    },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getLetterTemplate',
    summary: 'One template',
    ...signedIn(...staffRoles),
    request: { params: templateId },
    responses: { 200: json('The template', template), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createLetterTemplate',
    summary: 'Create a template',
    description: 'An unknown or malformed merge field is refused (400, naming `body`).',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(templateInput) },
    responses: { 201: json('The new template', template) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateLetterTemplate',
    summary: 'Replace a template’s title and text',
    description: 'Letters already sent from it keep their own text and title.',
    ...signedIn(...adminRoles),
    request: { params: templateId, body: jsonBody(templateInput) },
    responses: { 200: json('The template', template), ...errors(404) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteLetterTemplate',
    summary: 'Delete a template',
    description: 'Letters sent from it keep their text and title; their templateId becomes null.',
    ...signedIn(...adminRoles),
    request: { params: templateId },
    responses: { 204: { description: 'Deleted' }, ...errors(404) },
  },
]);
