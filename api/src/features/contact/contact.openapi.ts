import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors, retryAfter } from '../../http/openapi/error-responses';
import { component, html, json, jsonBody, noticeBody, optional, tagged } from '../../http/openapi/operation-parts';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { anyone, signedIn } from '../../http/openapi/security';
import { consultationSchema, contactSubmissionFilterSchema, getInTouchSchema } from '../../../../validation/contact';
import { contactSubmissionRecord } from './contact-submission.record';
import { contactEventExamples, contactFormExample, contactSubmissionExample } from './contact.examples';

const submission = component('ContactSubmission', contactSubmissionRecord, contactSubmissionExample);
withEventExamples(contactEventExamples);

/** /api/contact (contact.routes.ts, contact-form-post.ts): the public site's two forms. */
export const contactOperations: RestOperation[] = tagged('Contact', [
  {
    method: 'post',
    path: '/',
    operationId: 'submitContactForm',
    summary: 'Send an enquiry (Get In Touch) or ask for a consultation',
    description:
      'The `type` chooses the form: get_in_touch (the default) or scheduled_consultation, which also needs phone, preferredDate and preferredTime. ' +
      'The firm is e-mailed. Limited per network address.',
    ...anyone,
    request: { body: jsonBody(withExample(z.union([getInTouchSchema, consultationSchema]), contactFormExample)) },
    responses: {
      201: json(
        'Received: the stored submission (or, for a submission the spam check drops, only a thank-you)',
        z.union([submission, noticeBody]),
      ),
      ...errors(429),
    },
  },
  {
    method: 'post',
    path: '/form',
    operationId: 'submitContactFormWithoutScript',
    summary: 'The Get In Touch form sent as a plain HTML form',
    description:
      'For a browser without script, or one that sends before the page’s script has loaded: the same fields as form fields ' +
      '(`consent` ticked: "on"), the same rules, and a small page as the answer.',
    ...anyone,
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: getInTouchSchema.omit({ type: true, consent: true }).extend({ consent: z.literal('on') }),
          },
        },
      },
    },
    responses: {
      200: html('Sent: a page saying so'),
      400: html('Not sent: a page naming each field at fault'),
      429: { ...html('Not sent: too many messages from this network'), headers: retryAfter('when the network may send again') },
    },
  },
]);

/** /api/contact-submissions (contact.routes.ts): the administrators' tracker. */
export const contactSubmissionOperations: RestOperation[] = tagged('Contact', [
  {
    method: 'get',
    path: '/',
    operationId: 'listContactSubmissions',
    summary: 'Every enquiry and consultation request, newest first',
    ...signedIn(...adminRoles),
    request: {
      query: z.object({
        type: optional(contactSubmissionFilterSchema.shape.type, 'Only this form'),
        service: optional(contactSubmissionFilterSchema.shape.service, 'Only this service'),
        from: optional(contactSubmissionFilterSchema.shape.from, 'Sent on or after this day (YYYY-MM-DD)'),
        to: optional(contactSubmissionFilterSchema.shape.to, 'Sent on or before this day (YYYY-MM-DD)'),
        search: optional(contactSubmissionFilterSchema.shape.search, 'Words in the names, e-mail, company or message'),
      }),
    },
    responses: { 200: json('The submissions', z.array(submission)), ...errors(400) },
  },
]);
