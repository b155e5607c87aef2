import { z } from 'zod';
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, pageQuery, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { exampleMadeOf, exampleOf } from '../../http/openapi/examples';
import { MAX_PAGE_SIZE } from '../../shared/pagination';
import {
  EVENT_ID_LENGTH,
  subscribableWebhookEventValues,
  webhookEventCatalogue,
  webhookPayloadSchema,
  type SubscribableWebhookEventType,
} from '../../../../validation/webhook-events';
import { EVENTS_KEPT_DAYS, EVENTS_SETTLE_SECONDS } from './event-feed';
import { WEBHOOK_TIMEOUT_MS } from './webhook-request';

/** `document.uploaded` is DocumentUploadedEvent: one named schema per event type. */
const schemaName = (type: string) =>
  `${type
    .split(/[._]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Event`;

// Each event's example is written by the feature that announces it (its `<x>.examples.ts`, given
// in its `<x>.openapi.ts` with withEventExamples) and shown when the document is built.
const eventSchemas = subscribableWebhookEventValues.map((type) => component(schemaName(type), webhookPayloadSchema(type)));
const anyEvent = component('AnnouncedEvent', z.union(eventSchemas).describe('An event as the webhooks sent it, by its type'));

/** GET /api/events: her IRP5 uploaded, approved, and the request it answered fulfilled, oldest first. */
const feedExampleTypes = ['document.uploaded', 'document.approved', 'document_request.fulfilled'] as const;
const eventList: z.ZodType = z.array(anyEvent).max(MAX_PAGE_SIZE);
const eventFeed = exampleMadeOf(eventList, () => {
  const events = feedExampleTypes.map((type) => exampleOf(webhookPayloadSchema(type)));
  return events.includes(undefined) ? undefined : events;
});

/** /api/events (events.routes.ts): the feed of the events the webhooks sent. */
export const eventOperations: RestOperation[] = tagged('Events', [
  {
    method: 'get',
    path: '/',
    operationId: 'listEvents',
    summary: `The events of the last ${EVENTS_KEPT_DAYS} days, oldest first, as the webhooks sent them`,
    description:
      `An administrator reads every event; an advisor the events about the clients they serve (the clients of the engagements assigned to them, as GET /api/clients lists them), never one about no client, such as an enquiry from the website. ` +
      `An API token needs webhooks:read and sees, of those, the events of the areas it may read (document.* with documents:read, …). ` +
      `Pass the id of the last event you have as \`after\` to carry on from it; an event is listed ${EVENTS_SETTLE_SECONDS} seconds after it happened.`,
    ...signedIn(...staffRoles),
    request: {
      query: z.object({
        type: z.enum(subscribableWebhookEventValues).optional().describe('Only events of this type'),
        first: pageQuery.first,
        after: z.string().max(EVENT_ID_LENGTH).optional().describe('The id (evt_…) of the last event you have: the events after it'),
      }),
    },
    responses: {
      200: json('The events, oldest first', eventFeed, {
        'X-Next-Cursor': {
          description: 'The `after` of the next page (the last event’s id); absent on the last page',
          schema: { type: 'string', maxLength: EVENT_ID_LENGTH },
        },
      }),
      ...errors(400),
    },
  },
]);

/**
 * The OpenAPI `webhooks` section: one entry per event type, the POST each endpoint receives with
 * the event's payload, signed as docs/integrations.md#checking-the-signature says.
 */
export const eventWebhooks: RouteConfig[] = subscribableWebhookEventValues.map((type: SubscribableWebhookEventType, index) => ({
  method: 'post',
  path: type,
  operationId: `webhook_${type.replace('.', '_')}`,
  tags: ['Events'],
  summary: webhookEventCatalogue[type].description,
  description:
    'Sent to each enabled endpoint subscribed to the type, with the headers webhook-id (the event id), webhook-timestamp and webhook-signature (Standard Webhooks).',
  request: {
    body: { required: true, content: { 'application/json': { schema: eventSchemas[index] } } },
  },
  responses: {
    200: {
      description: `Any 2xx answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds marks the delivery done; anything else is tried again`,
    },
  },
}));
