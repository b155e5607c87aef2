import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, optional, pageQuery, pathParams, tagged, pagedList } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { mailQueueFilterSchema } from '../../../../validation/mail-queue';
import { queuedMailRecord } from './queued-mail.record';
import { queuedMailExample } from './mail-queue.examples';

const queuedMail = component('QueuedMail', queuedMailRecord, queuedMailExample);

/** /api/admin/mail (mail-queue.routes.ts): the administrators' Mail tab. */
export const mailQueueOperations: RestOperation[] = tagged('Mail queue (administrators)', [
  {
    method: 'get',
    path: '/',
    operationId: 'listQueuedMail',
    summary: 'One page of the e-mails sent and to send, newest first',
    description: 'The record of each e-mail, never its content.',
    ...signedIn(...adminRoles),
    request: { query: z.object({ status: optional(mailQueueFilterSchema.shape.status, 'Only this status'), ...pageQuery }) },
    responses: {
      200: pagedList('The page', queuedMail),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/{id}/retry',
    operationId: 'retryMail',
    summary: 'Send a failed e-mail again',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The e-mail id' }) },
    responses: { 200: json('The e-mail, waiting to be sent', queuedMail), ...errors(404, 409) },
  },
]);
