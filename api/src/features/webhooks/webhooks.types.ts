import { Field, InputType } from 'type-graphql';
import type { WebhookEventType } from '../../../../validation/webhook-events';
import type { WebhookDeliveryStatus } from '../../../../validation/webhooks';
import { ConnectionType } from '../../shared/pagination';
import { RecordObjectType } from '../../records/graphql-object-type';
import { WebhookEventTypeEnum, webhookEndpointDescription } from './webhook-endpoint.record';
import { WebhookDeliveryStatusEnum, webhookDeliveryDescription } from './webhook-delivery.record';

/**
 * An endpoint in the graph: its fields are described once, in webhook-endpoint.record.ts. Its
 * deliveries resolve through the service (webhooks.resolver.ts).
 */
@RecordObjectType(webhookEndpointDescription)
export class WebhookEndpointType {}

/** A delivery in the graph: its fields are described once, in webhook-delivery.record.ts. */
@RecordObjectType(webhookDeliveryDescription)
export class WebhookDeliveryType {}

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
