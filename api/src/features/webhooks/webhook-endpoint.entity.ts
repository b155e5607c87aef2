import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { SubscribableWebhookEventType } from '../../../../validation/webhook-events';

/**
 * An address an administrator registered to receive events (docs/integrations.md#webhooks). Its
 * signing secret is kept sealed (AES-256-GCM under config.twoStepKey) because the worker must sign
 * with it; it is shown to the administrator once, at creation and at each rotation.
 */
@Entity('webhook_endpoints')
@Index('IDX_webhook_endpoints_createdBy', ['createdBy'])
export class WebhookEndpoint extends EditableRecord {
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  /** The subscribed event types, in catalogue order. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  events: SubscribableWebhookEventType[];

  /** The signing secret (whsec_…), sealed; never answered by the API. */
  @Column({ type: 'varchar', length: 255 })
  sealedSecret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  disabledReason: string | null;

  @Column({ type: 'datetime', nullable: true })
  disabledAt: Date | null;

  /** The first failed try since the last success: the endpoint is disabled when it is days old. */
  @Column({ type: 'datetime', nullable: true })
  failingSince: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'boolean', nullable: true })
  lastAttemptSucceeded: boolean | null;

  @Column({ type: 'integer', nullable: true })
  lastResponseStatus: number | null;

  /** The administrator who registered it: e-mailed if it is disabled (all administrators once they are gone). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy', foreignKeyConstraintName: 'FK_webhook_endpoints_createdBy' })
  creator: Relation<User> | null;
}
