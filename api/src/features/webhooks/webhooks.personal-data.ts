import { personalDataOf } from '../../records/record-privacy';
import { webhookDeliveryDescription } from './webhook-delivery.record';
import { webhookEndpointDescription } from './webhook-endpoint.record';
import { announcedEventDescription } from './announced-event.record';

/*
 * Webhooks hold nothing about a person but ids. An endpoint is the firm's integration (its address
 * and a note written by an administrator); createdBy is an administrator's id. A delivery's
 * payload carries ids and non-personal fields only (validation/webhook-events.ts chooses them: no
 * names, e-mail addresses, file names, subjects or message bodies), and the receiver's answer is
 * kept as a short excerpt. The events feed keeps each payload as it was sent. Each column's treatment is in its record's description.
 */
export const webhooksColumns = [
  personalDataOf(webhookEndpointDescription),
  personalDataOf(webhookDeliveryDescription),
  personalDataOf(announcedEventDescription),
];
