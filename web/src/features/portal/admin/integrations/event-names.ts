import { enumName, storedValueOf } from '@validation/enum-names';
import { webhookEventTypeValues, type WebhookEventType as EventValue } from '@validation/webhook-events';
import type { WebhookEventType } from '../../../../graphql/generated';

// GraphQL names the events DOCUMENT_UPLOADED; integrators, the payloads and this tab read
// document.uploaded, the catalogue's spelling (validation/webhook-events.ts).

/** document.uploaded for DOCUMENT_UPLOADED. */
export function eventValueOf(name: WebhookEventType): EventValue {
  return storedValueOf(webhookEventTypeValues, name) ?? (name.toLowerCase() as EventValue);
}

/** DOCUMENT_UPLOADED for document.uploaded. */
export function eventNameOf(value: EventValue): WebhookEventType {
  return enumName(value);
}
