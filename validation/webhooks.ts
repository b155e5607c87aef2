import { z } from 'zod';
import { subscribableWebhookEventValues } from './webhook-events';

/**
 * Where one delivery of an event to one endpoint stands: waiting for its first try, sending
 * (claimed by a worker), retrying after a failure, delivered (a 2xx answer), or failed after its
 * last try (or because its endpoint was disabled).
 */
export const webhookDeliveryStatusValues = ['waiting', 'sending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatusValues)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 255;

const parsedUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * The receiving address: a full http(s) URL without a user name or password (the signature is
 * how the receiver knows the sender). Whether it may be http and where it may point (no private
 * addresses) depends on the server's settings and DNS, so the api checks that beyond this schema.
 */
const webhookUrl = z
  .string('Enter the address that receives the events')
  .trim()
  .min(1, 'Enter the address that receives the events')
  .max(WEBHOOK_URL_MAX_LENGTH, `The address can be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
  .superRefine((text, context) => {
    // Said already by the length checks above.
    if (!text || text.length > WEBHOOK_URL_MAX_LENGTH) return;
    const url = parsedUrl(text);
    if (!url) context.addIssue({ code: 'custom', message: 'Enter a full address, such as https://hooks.example.com/khanya' });
    else if (url.protocol !== 'https:' && url.protocol !== 'http:')
      context.addIssue({ code: 'custom', message: 'The address must start with https:// (or http://)' });
    else if (url.username || url.password)
      context.addIssue({
        code: 'custom',
        message: 'Leave the user name and password out of the address: receivers check the signature instead',
      });
  });

const description = z
  .string('The description must be text')
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, `The description can be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

const events = z
  .array(z.enum(subscribableWebhookEventValues, 'Choose events from the list'), 'Events must be a list')
  .min(1, 'Choose at least one event')
  .max(subscribableWebhookEventValues.length, `Choose at most ${subscribableWebhookEventValues.length} events`)
  .transform((types) => subscribableWebhookEventValues.filter((type) => types.includes(type)));

/** "Add endpoint": where events go, a note for the administrators, and which events. */
export const createWebhookEndpointSchema = z.object({ url: webhookUrl, description, events });
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;
export type CreateWebhookEndpointValues = z.output<typeof createWebhookEndpointSchema>;

/** An edit: any of the fields, and `enabled` to switch the endpoint off or on again. */
export const updateWebhookEndpointSchema = z.object({
  url: webhookUrl.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z.boolean('Enabled must be true or false').optional(),
});
export type UpdateWebhookEndpointValues = z.output<typeof updateWebhookEndpointSchema>;

/** An endpoint's delivery log: every delivery, or those in one state. */
export const webhookDeliveryFilterSchema = z.object({
  status: z.enum(webhookDeliveryStatusValues, 'Status must be waiting, sending, retrying, delivered or failed').nullish(),
});
