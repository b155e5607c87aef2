import type { z } from 'zod';
import { webhookPayloadSchema, type SubscribableWebhookEventType } from '../../../../validation/webhook-events';
import { withExample } from './examples';

/** The body an endpoint is sent for an event of each of `Types`, by type: a feature's examples of the events it announces. */
export type EventExamples<Types extends SubscribableWebhookEventType> = {
  [Type in Types]: z.input<ReturnType<typeof webhookPayloadSchema<Type>>>;
};

/**
 * Gives each event's payload schema its example. The feature that announces an event writes it,
 * from its own records' examples; the webhooks section and GET /api/events (webhooks/events.openapi.ts)
 * show it when the document is built, whichever module loaded first.
 */
export function withEventExamples<Types extends SubscribableWebhookEventType>(examples: EventExamples<Types>): void {
  for (const [type, example] of Object.entries(examples) as [Types, unknown][])
    withExample(webhookPayloadSchema(type) as z.ZodType, example);
}
