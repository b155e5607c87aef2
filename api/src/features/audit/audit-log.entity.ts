import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

/** Who did what to which record, from where (docs/product.md#audit-logs-record). */
@Entity('audit_logs')
@Index('IDX_audit_logs_userId', ['userId'])
@Index('IDX_audit_logs_action', ['action'])
@Index('IDX_audit_logs_resource', ['resourceType', 'resourceId'])
@Index('IDX_audit_logs_createdAt', ['createdAt'])
export class AuditLog extends BaseRecord {
  /** The acting user; null for anonymous actions or once the user is deleted. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  resourceType: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  resourceId: string | null;

  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_audit_logs_userId' })
  user: Relation<User> | null;
}
