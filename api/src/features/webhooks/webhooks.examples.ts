import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { webhookDeliveryRecord } from './webhook-delivery.record';
import type { webhookEndpointRecord } from './webhook-endpoint.record';
import type { webhookEndpointSecretRecord } from './webhook-endpoint-secret.record';
import type { createWebhookEndpointSchema, updateWebhookEndpointSchema } from '../../../../validation/webhooks';
import { WEBHOOK_TEST_MESSAGE } from '../../../../validation/webhook-events';

/*
 * One endpoint's story: registered in March for the firm's practice-management system, sent a
 * test event on 20 November (delivered at the first try), that delivery sent again later, and
 * its secret rotated. Each answer shows the endpoint or the delivery as that step leaves it.
 */

const registration = {
  url: 'https://hooks.example.com/khanya',
  description: 'Practice management system: new enquiries, invoices and payments',
  // In the catalogue's order, as the server keeps them (validation/webhooks.ts).
  events: ['contact_submission.created', 'invoice.issued', 'payment.received'],
} satisfies z.input<typeof createWebhookEndpointSchema>;

/** POST /api/admin/webhooks. */
export const createWebhookEndpointExample: z.input<typeof createWebhookEndpointSchema> = registration;

/** PUT /api/admin/webhooks/{id}: a new note and list of events; what is left out stays. */
export const updateWebhookEndpointExample: z.input<typeof updateWebhookEndpointSchema> = {
  description: registration.description,
  events: registration.events,
};

const registeredAt = '2026-03-04T10:05:12.418Z';

/** The endpoint as registered: nothing sent to it yet. */
const newEndpoint: z.input<typeof webhookEndpointRecord> = {
  id: exampleIds.webhookEndpoint,
  ...registration,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  lastAttemptAt: null,
  lastAttemptSucceeded: null,
  lastResponseStatus: null,
  createdAt: registeredAt,
  updatedAt: registeredAt,
};

/** When the test event was queued, and when the worker sent it. */
const testQueuedAt = '2026-11-20T09:41:18.734Z';
const testSentAt = '2026-11-20T09:41:19.391Z';

/**
 * The endpoint after the test event was delivered (GET, PUT, the list). updatedAt has whole
 * seconds: the database's clock sets it when the worker records the try.
 */
export const webhookEndpointExample: z.input<typeof webhookEndpointRecord> = {
  ...newEndpoint,
  lastAttemptAt: testSentAt,
  lastAttemptSucceeded: true,
  lastResponseStatus: 200,
  updatedAt: '2026-11-20T09:41:19.000Z',
};

/** POST /api/admin/webhooks: the new endpoint and its signing secret (whsec_ and 32 bytes in base64). */
export const webhookEndpointSecretExample: z.input<typeof webhookEndpointSecretRecord> = {
  endpoint: newEndpoint,
  secret: 'whsec_SqCtuNgbdOjsnfFHg8QVvHf2Z8Y8nl/1F3PyMx8r48w=',
};

/** POST /api/admin/webhooks/{id}/rotate-secret: the same endpoint later, with a new secret. */
export const rotatedWebhookSecretExample: z.input<typeof webhookEndpointSecretRecord> = {
  endpoint: { ...webhookEndpointExample, updatedAt: '2026-11-20T10:30:05.000Z' },
  secret: 'whsec_E5d1QEURJJ6qtiUX7doI74fzUguz2j7BMK+Q/sRsN2g=',
};

const testEventId = 'evt_m2fIgUT1HfM3mTpGo7UrzychJO';

/** POST /api/admin/webhooks/{id}/test: the test event queued, due at once (to the whole second). */
export const queuedTestDeliveryExample: z.input<typeof webhookDeliveryRecord> = {
  id: 'd9f4544c-70b6-4a3e-b11c-ae5f463a313d',
  endpointId: exampleIds.webhookEndpoint,
  eventId: testEventId,
  eventType: 'webhook.test',
  // The body exactly as sent (webhook-announcer.ts payloadOf).
  payload: JSON.stringify({
    id: testEventId,
    type: 'webhook.test',
    timestamp: testQueuedAt,
    data: { endpointId: exampleIds.webhookEndpoint, sentById: exampleIds.admin, message: WEBHOOK_TEST_MESSAGE },
  }),
  status: 'waiting',
  attempts: 0,
  nextAttemptAt: '2026-11-20T09:41:18.000Z',
  lastAttemptAt: null,
  responseStatus: null,
  responseExcerpt: null,
  durationMs: null,
  lastError: null,
  deliveredAt: null,
  createdAt: testQueuedAt,
};

/** The same delivery in the log (GET …/{id}/deliveries): answered 200 at the first try. */
export const webhookDeliveryExample: z.input<typeof webhookDeliveryRecord> = {
  ...queuedTestDeliveryExample,
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: testSentAt,
  responseStatus: 200,
  responseExcerpt: '{"received":true}',
  durationMs: 164,
  deliveredAt: testSentAt,
};

/**
 * POST /api/admin/webhooks/deliveries/{deliveryId}/redeliver: the delivered one sent again, due
 * now; tried before, so it is retrying, its last try's outcome kept until the next.
 */
export const redeliveredWebhookExample: z.input<typeof webhookDeliveryRecord> = {
  ...webhookDeliveryExample,
  status: 'retrying',
  nextAttemptAt: '2026-11-20T09:52:17.000Z',
};
