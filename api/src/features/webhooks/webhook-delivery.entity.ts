import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { LeasedRecord } from '../../db/leased-record';
import type { WebhookEventType } from '../../../../validation/webhook-events';
import type { WebhookDeliveryStatus } from '../../../../validation/webhooks';
import type { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * One event for one endpoint: stored in the transaction of the change it announces, then sent by
 * a worker that claims it with a lease (the columns of LeasedRecord) and retries after growing pauses
 * (webhook-worker.ts). The row is the delivery log: the last try's answer, its duration, tries.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_status_nextAttemptAt', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_endpointId_createdAt', ['endpointId', 'createdAt'])
export class WebhookDelivery extends LeasedRecord<WebhookDeliveryStatus> {
  @Column({ type: 'varchar', length: 36 })
  endpointId: string;

  /** evt_…: the payload's id and the webhook-id header, shared by every endpoint the event went to. */
  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  @Column({ type: 'varchar', length: 60 })
  eventType: WebhookEventType;

  /** The JSON body exactly as signed and sent (ids and non-personal fields only). */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  /** The start of the answer's body, no more: receivers may answer anything. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  responseExcerpt: string | null;

  @Column({ type: 'integer', nullable: true })
  durationMs: number | null;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @ManyToOne('WebhookEndpoint', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId', foreignKeyConstraintName: 'FK_webhook_deliveries_endpointId' })
  endpoint: Relation<WebhookEndpoint>;
}
