import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  choiceField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { webhookEventTypeValues } from '../../../../validation/webhook-events';
import { webhookDeliveryStatusValues } from '../../../../validation/webhooks';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEventTypeEnum } from './webhook-endpoint.record';

export const WebhookDeliveryStatusEnum = enumOf(webhookDeliveryStatusValues);
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'WAITING, SENDING, RETRYING, DELIVERED or FAILED',
});

// Ids and non-personal fields only: validation/webhook-events.ts chooses what a payload carries.
const NOT_PERSONAL = { privacy: privacy.notPersonal } as const;
const THE_WORKERS = 'the worker’s lease while it sends (shared/leased-queue.ts)';

/**
 * One delivery of an event to an endpoint, as its delivery log lists it in both APIs (GET
 * /api/admin/webhooks/:id/deliveries, "Send again", "Send test event").
 */
export const webhookDeliveryDescription = describeRecord({
  name: 'WebhookDelivery',
  description: 'One event for one endpoint, and how its delivery went',
  entity: WebhookDelivery,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The delivery id', NOT_PERSONAL),
    endpointId: referenceField('The endpoint it goes to', NOT_PERSONAL),
    eventId: textField('The event id (evt_…), sent as webhook-id; the same on every try', NOT_PERSONAL),
    eventType: choiceField(webhookEventTypeValues, WebhookEventTypeEnum, 'The event type', NOT_PERSONAL),
    payload: textField('The JSON body, exactly as sent', NOT_PERSONAL),
    status: choiceField(
      webhookDeliveryStatusValues,
      WebhookDeliveryStatusEnum,
      'Where it stands: waiting, being sent, to be tried again, delivered or failed',
      NOT_PERSONAL,
    ),
    attempts: integerField('Tries so far', NOT_PERSONAL),
    nextAttemptAt: instantField('When it is due to be tried (while waiting or to be tried again)', { nullable: true, ...NOT_PERSONAL }),
    lastAttemptAt: instantField('When it was last tried', { nullable: true, ...NOT_PERSONAL }),
    responseStatus: integerField('The HTTP status of the last try; null when there was no answer', { nullable: true, ...NOT_PERSONAL }),
    responseExcerpt: textField('The first characters of the last answer’s body', { nullable: true, ...NOT_PERSONAL }),
    durationMs: integerField('How long the last try took, in milliseconds', { nullable: true, ...NOT_PERSONAL }),
    lastError: textField('Why the last try failed', { nullable: true, ...NOT_PERSONAL }),
    deliveredAt: instantField('When a 2xx answer was received', { nullable: true, ...NOT_PERSONAL }),
    createdAt: instantField('When the event was queued for this endpoint', NOT_PERSONAL),
  },
  internal: {
    claimToken: { privacy: privacy.notPersonal, because: THE_WORKERS },
    leaseExpiresAt: { privacy: privacy.notPersonal, because: THE_WORKERS },
    updatedAt: { privacy: privacy.notPersonal, because: 'lastAttemptAt and deliveredAt say what changed and when' },
  },
});

/** A delivery as REST answers it, in the order the JSON carries it. */
export const webhookDeliveryRecord = restShapeOf(webhookDeliveryDescription);
