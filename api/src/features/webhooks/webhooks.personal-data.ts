import { personalData } from '../../shared/personal-data';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/*
 * Webhooks hold nothing about a person but ids. An endpoint is the firm's integration (its address
 * and a note written by an administrator); createdBy is an administrator's id. A delivery's
 * payload carries ids and non-personal fields only (validation/webhook-events.ts chooses them: no
 * names, e-mail addresses, file names, subjects or message bodies), and the receiver's answer is
 * kept as a short excerpt. Every column is listed, so a new one fails the coverage test until it
 * is declared.
 */
export const webhooksColumns = [
  personalData(WebhookEndpoint, {
    deletedWithTheRowOnErasure: false,
    notPersonal: [
      'id',
      'url',
      'description',
      'events',
      'sealedSecret',
      'enabled',
      'disabledReason',
      'disabledAt',
      'failingSince',
      'lastAttemptAt',
      'lastAttemptSucceeded',
      'lastResponseStatus',
      'createdBy',
      'createdAt',
      'updatedAt',
    ],
  }),
  personalData(WebhookDelivery, {
    deletedWithTheRowOnErasure: false,
    notPersonal: [
      'id',
      'endpointId',
      'eventId',
      'eventType',
      'payload',
      'status',
      'attempts',
      'nextAttemptAt',
      'claimToken',
      'leaseExpiresAt',
      'lastAttemptAt',
      'responseStatus',
      'responseExcerpt',
      'durationMs',
      'lastError',
      'deliveredAt',
      'createdAt',
      'updatedAt',
    ],
  }),
];
