import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { webhookEventTypeValues, type WebhookEventType } from '../../../../validation/webhook-events';
import { webhookDeliveryStatusValues, type WebhookDeliveryStatus } from '../../../../validation/webhooks';
import { ConnectionType } from '../../shared/pagination';

export const WebhookEventTypeEnum = enumOf(webhookEventTypeValues);
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'An event webhooks announce: DOCUMENT_UPLOADED is document.uploaded in the payload (docs/integrations.md#webhooks)',
});

export const WebhookDeliveryStatusEnum = enumOf(webhookDeliveryStatusValues);
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'WAITING, SENDING, RETRYING, DELIVERED or FAILED',
});

@ObjectType('WebhookEndpoint', { description: 'An address that receives signed events (never its secret)' })
export class WebhookEndpointType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Where events are POSTed' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'A note for the administrators: which system receives them' })
  description!: string | null;

  @Field(() => [WebhookEventTypeEnum], { description: 'The event types it receives' })
  events!: WebhookEventType[];

  @Field(() => Boolean, { description: 'Whether events are sent to it' })
  enabled!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is disabled (by an administrator, or after failing for days)' })
  disabledReason!: string | null;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Since when every try has failed; null while the last try succeeded' })
  failingSince!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When an event was last sent to it' })
  lastAttemptAt!: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether that try was answered with a 2xx status; null before any' })
  lastAttemptSucceeded!: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of that try; null when there was no answer' })
  lastResponseStatus!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('WebhookEndpointSecret', { description: 'An endpoint and its new signing secret, shown this once' })
export class WebhookEndpointSecretType {
  @Field(() => WebhookEndpointType)
  endpoint!: WebhookEndpointType;

  @Field(() => String, { description: 'The signing secret (whsec_…): store it in the receiver now, it is not shown again' })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event for one endpoint, and how its delivery went' })
export class WebhookDeliveryType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The endpoint it goes to' })
  endpointId!: string;

  @Field(() => String, { description: 'The event id (evt_…), sent as webhook-id; the same on every try' })
  eventId!: string;

  @Field(() => WebhookEventTypeEnum)
  eventType!: WebhookEventType;

  @Field(() => String, { description: 'The JSON body, exactly as sent' })
  payload!: string;

  @Field(() => WebhookDeliveryStatusEnum)
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Tries so far' })
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When it is due to be tried (waiting, retrying)' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last try; null when there was no answer' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'The first characters of the last answer’s body' })
  responseExcerpt!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long the last try took, in milliseconds' })
  durationMs!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When a 2xx answer was received' })
  deliveredAt!: Date | null;

  @Field(() => Date, { description: 'When the event was queued for this endpoint' })
  createdAt!: Date;
}

export const WebhookDeliveryConnection = ConnectionType('WebhookDelivery', WebhookDeliveryType);

@InputType({ description: 'A new webhook endpoint' })
export class CreateWebhookEndpointInput {
  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [WebhookEventTypeEnum])
  events!: WebhookEventType[];
}

@InputType({ description: 'The fields of an endpoint to change; those left out stay as they are' })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true })
  url?: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [WebhookEventTypeEnum], { nullable: true })
  events?: WebhookEventType[];

  @Field(() => Boolean, { nullable: true, description: 'False stops sending (what waits is failed); true starts again' })
  enabled?: boolean;
}

@InputType({ description: 'Narrows a delivery log' })
export class WebhookDeliveryFilter {
  @Field(() => WebhookDeliveryStatusEnum, { nullable: true })
  status?: WebhookDeliveryStatus | null;
}
