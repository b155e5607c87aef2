import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { FirmService } from '../firm-services';
import type { User } from '../../accounts/user.entity';
import { engagementStatusValues } from '../../../../validation/engagements';

// One list for both sides: the web's filter and the server's rules read validation/engagements.ts.
export const engagementStatuses = engagementStatusValues;
export type EngagementStatus = (typeof engagementStatuses)[number];

/**
 * A service project for a client, with its payment progress (docs/product.md#engagements-record).
 */
@Entity('engagements')
@Index('IDX_engagements_clientId', ['clientId'])
@Index('IDX_engagements_serviceId', ['serviceId'])
@Index('IDX_engagements_assignedTo', ['assignedTo'])
@Index('IDX_engagements_status', ['status'])
@Index('IDX_engagements_createdAt', ['createdAt'])
export class Engagement extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36 })
  serviceId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: EngagementStatus;

  /** The advisor running the engagement. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  assignedTo: string | null;

  /** Defaults to the moment of insert. */
  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  startDate: Date;

  @Column({ type: 'datetime', nullable: true })
  dueDate: Date | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  /** Rand (ZAR). */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  totalAmount: number | null;

  /** Rand (ZAR). */
  @Column({ type: 'decimal', precision: 10, scale: 2, default: 0, transformer: decimalTransformer })
  paidAmount: number;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_engagements_clientId' })
  client: Relation<User>;

  /** A service with engagements cannot be deleted (deactivate it instead). */
  @ManyToOne('FirmService', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'serviceId', foreignKeyConstraintName: 'FK_engagements_serviceId' })
  service: Relation<FirmService>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedTo', foreignKeyConstraintName: 'FK_engagements_assignedTo' })
  advisor: Relation<User> | null;
}
