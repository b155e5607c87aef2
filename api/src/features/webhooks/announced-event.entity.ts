import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookEventType } from '../../../../validation/webhook-events';

/**
 * An event as it was announced (docs/integrations.md#events): its payload exactly as the webhooks
 * send it, kept EVENTS_KEPT_DAYS so that an integration that missed a delivery, or has no endpoint,
 * reads it again (GET /api/events, GraphQL `events`). Written in the transaction of the change, as
 * the deliveries are (webhook-announcer.ts).
 */
@Entity('events')
@Index('IDX_events_createdAt_id', ['createdAt', 'id'])
@Index('IDX_events_type_createdAt', ['type', 'createdAt'])
@Index('IDX_events_clientId_createdAt', ['clientId', 'createdAt'])
export class AnnouncedEvent {
  /** evt_…: the payload's id, the webhook-id header of its deliveries. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  type: WebhookEventType;

  /** The JSON body exactly as signed and sent (ids and non-personal fields only). */
  @Column({ type: 'text' })
  payload: string;

  /**
   * The client the event is about (event-clients.ts), so that an advisor's feed keeps the events
   * of the clients they serve; null for an event about no client, which only administrators read.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  clientId: string | null;

  /** The payload's timestamp: when the change happened. */
  @Column({ type: 'datetime' })
  createdAt: Date;
}
