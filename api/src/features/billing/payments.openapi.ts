import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { anyone, signedIn } from '../../http/openapi/security';
import {
  paymentFilterSchema,
  paymentProviderValues,
  recordPaymentSchema,
  recordRefundSchema,
  startPaymentSchema,
} from '../../../../validation/billing/payment-input';
import { paymentRecord, paymentRedirectRecord } from './payment.record';
import { PAYFAST_FORM_LIMITS } from './payfast/payfast-form';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import {
  eftPaymentExample,
  paymentProvidersExample,
  paymentRedirectExample,
  payfastItnExample,
  recordedPaymentExample,
  recordPaymentExample,
  recordRefundExample,
  refundPaymentExample,
  startPaymentExample,
  yocoEventExample,
} from './payments.examples';
import { paymentEventExamples } from './payment-events.examples';
import { jsonShowing } from '../../http/openapi/answer-example';

const payment = component('Payment', paymentRecord, eftPaymentExample);
withEventExamples(paymentEventExamples);

/** /api/payments (payments.routes.ts). */
export const paymentOperations: RestOperation[] = tagged('Payments', [
  {
    method: 'get',
    path: '/',
    operationId: 'listPayments',
    summary: 'The payments the caller sees, newest first, one page at a time',
    description:
      'Those of the invoices the caller sees: a client their own, an advisor those of the clients they serve, administrators all.',
    ...signedIn(),
    request: {
      query: z.object({
        clientId: optional(paymentFilterSchema.shape.clientId, 'Only this client’s (a user id)'),
        invoiceId: optional(paymentFilterSchema.shape.invoiceId, 'Only this invoice’s'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of payments, or of those recorded since updated_since', payment),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/providers',
    operationId: 'listPaymentProviders',
    summary: 'The payment providers a client may pay an invoice through now',
    ...signedIn(),
    responses: {
      200: json(
        'The providers, in the order the portal offers them',
        withExample(z.array(z.enum(paymentProviderValues)).max(paymentProviderValues.length), paymentProvidersExample),
      ),
    },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getPayment',
    summary: 'One payment',
    ...signedIn(),
    request: { params: pathParams({ id: 'The payment id' }) },
    responses: { 200: json('The payment', payment), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'recordPayment',
    summary: 'Record money that came in by EFT or in cash against an issued invoice',
    description:
      'The amount is exact decimal text or a number ("1500.00"); more than is owed is kept as the client’s credit on their statement. Not a day still to come. A payment is never changed.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(recordPaymentSchema, recordPaymentExample)) },
    responses: { 201: jsonShowing('The payment', payment, recordedPaymentExample), ...errors(400) },
  },
  {
    method: 'post',
    path: '/refunds',
    operationId: 'recordRefund',
    summary: 'Record money paid back to a client from what they paid beyond an invoice',
    description:
      'At most the invoice’s `refundableCents`: what was paid beyond what it asks once its credit notes are taken off (issue a credit note first to refund a fee). Kept as a payment of a negative amount; never changed.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(recordRefundSchema, recordRefundExample)) },
    responses: { 201: jsonShowing('The refund, a negative amount', payment, refundPaymentExample), ...errors(400) },
  },
  {
    method: 'post',
    path: '/checkout',
    operationId: 'startPayment',
    summary: 'Start paying what is owed on an invoice through PayFast or Yoco',
    description:
      'The amount is what is owed now. Answers where to send the browser: for PayFast a form to post (`method` POST, its `fields` in order), for Yoco a page to open (`method` GET). The payment is recorded when the provider says so.',
    ...signedIn(),
    request: { body: jsonBody(withExample(startPaymentSchema, startPaymentExample)) },
    responses: {
      201: json('Where the browser goes', component('PaymentRedirect', paymentRedirectRecord, paymentRedirectExample)),
      ...errors(400, 503),
    },
  },
]);

const notificationAnswers = {
  200: {
    description: 'Recorded, recorded before (a repeat), or not a payment: `OK` or `Ignored: …`',
    content: { 'text/plain': { schema: { type: 'string' } } },
  },
  400: {
    description: 'Refused, and why: a bad signature, an unknown checkout, an amount other than asked, or not confirmed by PayFast',
    content: { 'text/plain': { schema: { type: 'string' } } },
  },
  503: {
    description: 'PayFast could not be asked to confirm it: send it again later',
    content: { 'text/plain': { schema: { type: 'string' } } },
  },
} as const;

/** /api/payments/notifications (payment-notifications.routes.ts): the providers' own calls. */
export const paymentNotificationOperations: RestOperation[] = tagged('Payments', [
  {
    method: 'post',
    path: '/payfast',
    operationId: 'receivePayfastNotification',
    summary: 'PayFast’s ITN (instant transaction notification), for PayFast only',
    description:
      'Checked as PayFast publishes: the signature with the passphrase over the fields in the order sent, the merchant id, the amount against the checkout, then PayFast’s own validation call. A notification seen before is recorded once.',
    ...anyone,
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.record(z.string(), z.string().max(PAYFAST_FORM_LIMITS.maxBytes)).describe('PayFast’s ITN fields, signature last'),
            example: payfastItnExample,
          },
        },
      },
    },
    responses: { ...notificationAnswers, ...errors(413) },
  },
  {
    method: 'post',
    path: '/yoco',
    operationId: 'receiveYocoWebhook',
    summary: 'Yoco’s webhook, for Yoco only',
    description:
      'Signed in the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature) with the webhook secret; a timestamp more than five minutes off is refused. payment.succeeded is recorded once, by its payment id.',
    ...anyone,
    request: {
      body: jsonBody(withExample(z.record(z.string(), z.unknown()).describe('Yoco’s event'), yocoEventExample)),
    },
    responses: { ...notificationAnswers, ...errors(413) },
  },
]);
