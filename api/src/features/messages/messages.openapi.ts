import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { exampleField, withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import { documentMimeTypes, uploadedFile } from '../documents';
import { DOCUMENT_TYPE_MESSAGE } from '../../../../validation/documents';
import { MAX_MESSAGE_ATTACHMENTS } from '../../../../validation/message-attachments';
import { messageFilterSchema, sendMessageSchema } from '../../../../validation/messages';
import { messageRecord } from './message.record';
import { messageEventExamples, messageExample, readMessageExample, sendMessageExample, sendMessageFormExample } from './messages.examples';

const message = component('Message', messageRecord, messageExample);
const messageBody = withExample(sendMessageSchema, sendMessageExample);
withEventExamples(messageEventExamples);

/** The multipart form: the message's fields as form fields, and its files. */
const messageForm = z.object({
  recipientId: optional(sendMessageSchema.shape.recipientId, 'A user id or an e-mail address; a reply may leave it out'),
  subject: sendMessageSchema.shape.subject,
  content: sendMessageSchema.shape.content,
  parentMessageId: optional(sendMessageSchema.shape.parentMessageId, 'The message this one answers'),
  files: z
    .array(uploadedFile())
    .max(MAX_MESSAGE_ATTACHMENTS)
    .optional()
    .describe(`Up to ${MAX_MESSAGE_ATTACHMENTS} files, together no larger than MAX_UPLOAD_MB; ${DOCUMENT_TYPE_MESSAGE.toLowerCase()}`),
});

/** /api/messages (messages.routes.ts). */
export const messageOperations: RestOperation[] = tagged('Messages', [
  {
    method: 'get',
    path: '/',
    operationId: 'listMessages',
    summary: 'The caller’s messages, sent and received, newest first',
    ...signedIn(),
    request: {
      query: z.object({
        search: optional(messageFilterSchema.shape.search, 'Words in the subject or text, any case'),
        unreadOnly: optional(messageFilterSchema.shape.unreadOnly, 'true: only received messages not yet opened'),
        direction: optional(messageFilterSchema.shape.direction, 'Only received, or only sent'),
        ...syncQuery,
      }),
    },
    responses: { 200: syncedList('The messages: all of them, or a page, or what changed', message), ...errors(400) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'sendMessage',
    summary: 'Send a message, with files when sent as multipart',
    description: 'The recipient is notified (and e-mailed, as their preferences say). Limited per sender.',
    ...signedIn(),
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: messageBody, ...exampleField(messageBody) },
          'multipart/form-data': { schema: messageForm, example: sendMessageFormExample },
        },
      },
    },
    responses: { 201: json('The sent message', message), ...errors(415, 429) },
  },
  {
    method: 'put',
    path: '/{id}/read',
    operationId: 'markMessageRead',
    summary: 'Mark a received message as read',
    ...signedIn(),
    request: { params: pathParams({ id: 'The message id' }) },
    responses: { 200: jsonShowing('The message', message, readMessageExample), ...errors(403, 404) },
  },
  {
    method: 'get',
    path: '/{id}/attachments/{attachmentId}',
    operationId: 'downloadMessageAttachment',
    summary: 'A file sent with a message',
    description: 'For the message’s sender and recipient.',
    ...signedIn(),
    request: { params: pathParams({ id: 'The message id', attachmentId: 'The attachment id' }) },
    responses: { 200: file('The file, as an attachment', ...Object.values(documentMimeTypes)), ...errors(404) },
  },
]);
