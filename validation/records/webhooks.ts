import { z } from 'zod';
import { webhookEventTypeValues } from '../webhook-events';
import { webhookDeliveryStatusValues } from '../webhooks';

/**
 * A webhook endpoint as REST answers it (GET, POST and PUT /api/admin/webhooks…): never its
 * secret, which only creation and rotation answer, once. record-shapes.test.ts compares it with
 * the GraphQL type WebhookEndpoint.
 */
export const webhookEndpointRecord = z.strictObject({
  id: z.string().describe('The endpoint id'),
  url: z.string().describe('Where events are POSTed'),
  description: z.string().nullable().describe('A note for the administrators: which system receives them'),
  events: z.array(z.enum(webhookEventTypeValues).describe('An event type')).describe('The event types it receives'),
  enabled: z.boolean().describe('Whether events are sent to it'),
  disabledReason: z.string().nullable().describe('Why it is disabled (by an administrator, or after failing for days)'),
  disabledAt: z.iso.datetime().nullable().describe('When it was disabled'),
  failingSince: z.iso.datetime().nullable().describe('Since when every try has failed; null while the last try succeeded'),
  lastAttemptAt: z.iso.datetime().nullable().describe('When an event was last sent to it'),
  lastAttemptSucceeded: z.boolean().nullable().describe('Whether that try was answered with a 2xx status; null before any'),
  lastResponseStatus: z.int().nullable().describe('The HTTP status of that try; null when there was no answer'),
  createdAt: z.iso.datetime().describe('When it was registered'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});

/** What creating an endpoint and rotating its secret answer: the endpoint and its new signing secret, shown this once. */
export const webhookEndpointSecretRecord = z.strictObject({
  endpoint: webhookEndpointRecord.describe('The endpoint'),
  secret: z.string().describe('The signing secret (whsec_…): store it in the receiver now, it is not shown again'),
});

/**
 * One delivery of an event to an endpoint, as its delivery log lists it (GET
 * /api/admin/webhooks/:id/deliveries, "Send again", "Send test event"). record-shapes.test.ts
 * compares it with the GraphQL type WebhookDelivery.
 */
export const webhookDeliveryRecord = z.strictObject({
  id: z.string().describe('The delivery id'),
  endpointId: z.string().describe('The endpoint it goes to'),
  eventId: z.string().describe('The event id (evt_…), sent as webhook-id; the same on every try'),
  eventType: z.enum(webhookEventTypeValues).describe('The event type'),
  payload: z.string().describe('The JSON body, exactly as sent'),
  status: z.enum(webhookDeliveryStatusValues).describe('waiting, sending, retrying, delivered or failed'),
  attempts: z.int().describe('Tries so far'),
  nextAttemptAt: z.iso.datetime().nullable().describe('When it is due to be tried (waiting, retrying)'),
  lastAttemptAt: z.iso.datetime().nullable().describe('When it was last tried'),
  responseStatus: z.int().nullable().describe('The HTTP status of the last try; null when there was no answer'),
  responseExcerpt: z.string().nullable().describe('The first characters of the last answer’s body'),
  durationMs: z.int().nullable().describe('How long the last try took, in milliseconds'),
  lastError: z.string().nullable().describe('Why the last try failed'),
  deliveredAt: z.iso.datetime().nullable().describe('When a 2xx answer was received'),
  createdAt: z.iso.datetime().describe('When the event was queued for this endpoint'),
});
