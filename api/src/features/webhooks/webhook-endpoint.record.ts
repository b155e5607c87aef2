import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  integerField,
  privacy,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { subscribableWebhookEventValues, webhookEventTypeValues } from '../../../../validation/webhook-events';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const WebhookEventTypeEnum = enumOf(webhookEventTypeValues);
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'An event webhooks announce: DOCUMENT_UPLOADED is document.uploaded in the payload (docs/integrations.md#webhooks)',
});

// The firm's integration: its address and a note written by an administrator, nothing about a person.
const FIRMS = { privacy: privacy.notPersonal } as const;

/**
 * A webhook endpoint, as both APIs and the OpenAPI document show it (docs/integrations.md#webhooks):
 * never its secret, which only creation and rotation answer, once (webhook-endpoint-secret.record.ts).
 */
export const webhookEndpointDescription = describeRecord({
  name: 'WebhookEndpoint',
  description: 'An address that receives signed events (never its secret)',
  entity: WebhookEndpoint,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The endpoint id', FIRMS),
    url: textField('Where events are POSTed', FIRMS),
    description: textField('A note for the administrators: which system receives them', { nullable: true, ...FIRMS }),
    events: customField(
      // Each subscribable type once (the endpoint's input keeps one of each).
      z.array(z.enum(webhookEventTypeValues).describe('An event type')).max(subscribableWebhookEventValues.length),
      () => [WebhookEventTypeEnum],
      'The event types it receives',
      FIRMS,
    ),
    enabled: flagField('Whether events are sent to it', FIRMS),
    disabledReason: textField('Why it is disabled (by an administrator, or after failing for days)', { nullable: true, ...FIRMS }),
    disabledAt: instantField('When it was disabled', { nullable: true, ...FIRMS }),
    failingSince: instantField('Since when every try has failed; null while the last try succeeded', { nullable: true, ...FIRMS }),
    lastAttemptAt: instantField('When an event was last sent to it', { nullable: true, ...FIRMS }),
    lastAttemptSucceeded: flagField('Whether that try was answered with a 2xx status; null before any', { nullable: true, ...FIRMS }),
    lastResponseStatus: integerField('The HTTP status of that try; null when there was no answer', { nullable: true, ...FIRMS }),
    createdAt: instantField('When it was registered', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
  internal: {
    sealedSecret: {
      privacy: privacy.notPersonal,
      because: 'the signing secret, sealed for the worker that signs with it; shown once, at creation and at each rotation',
    },
    createdBy: {
      privacy: privacy.notPersonal,
      because: 'the administrator who registered it, e-mailed if it is disabled; no screen shows who it was',
    },
  },
});

/** An endpoint as REST answers it (GET, POST and PUT /api/admin/webhooks…), in the order the JSON carries it. */
export const webhookEndpointRecord = restShapeOf(webhookEndpointDescription);
