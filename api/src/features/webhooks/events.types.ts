import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { PageArgs, PageInfo } from '../../shared/pagination';
import { WebhookEventTypeEnum } from './webhook-endpoint.record';

/** An event of the feed: the payload every endpoint was sent, field for field (docs/integrations.md#events). */
@ObjectType('AnnouncedEvent', { simpleResolvers: true, description: 'An event as the webhooks sent it: its id, type, time and data' })
export class AnnouncedEventType {
  @Field(() => ID, { description: 'The event id (evt_…), the webhook-id header of its deliveries' })
  id!: string;

  @Field(() => WebhookEventTypeEnum, { description: 'The event type' })
  type!: string;

  @Field(() => String, { description: 'When the change happened (ISO 8601, UTC)' })
  timestamp!: string;

  @Field(() => GraphQLJSONObject, { description: 'What the event says, as the OpenAPI document’s webhooks section describes it per type' })
  data!: Record<string, unknown>;
}

@ObjectType('AnnouncedEventPage', { simpleResolvers: true, description: 'A page of the events of the last 30 days, oldest first' })
export class AnnouncedEventPage {
  @Field(() => [AnnouncedEventType])
  nodes!: AnnouncedEventType[];

  @Field(() => PageInfo, { description: 'endCursor is the last event’s id: the `after` of the next page, and of the next poll' })
  pageInfo!: PageInfo;
}

@ArgsType()
export class AnnouncedEventArgs extends PageArgs {
  @Field(() => WebhookEventTypeEnum, { nullable: true, description: 'Only events of this type' })
  type?: string | null;
}
