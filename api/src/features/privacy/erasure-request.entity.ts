import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { ErasureRequestStatus } from '../../../../validation/privacy';
import type { User } from '../../accounts/user.entity';

/**
 * A client's request that the firm erase their personal information (POPIA s24). Kept after the
 * decision as the record of what was asked, decided and by whom; once approved, the user it
 * points at is the anonymised account ("Erased client 7f3a").
 */
@Entity('erasure_requests')
@Index('IDX_erasure_requests_userId', ['userId'])
@Index('IDX_erasure_requests_status', ['status'])
@Index('IDX_erasure_requests_decidedBy', ['decidedBy'])
export class ErasureRequest extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The client's own words, if they gave any. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ErasureRequestStatus;

  @Column({ type: 'varchar', length: 36, nullable: true })
  decidedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  /** Why it was declined (required then); null otherwise. */
  @Column({ type: 'text', nullable: true })
  decisionReason: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_erasure_requests_userId' })
  user: Relation<User>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decidedBy', foreignKeyConstraintName: 'FK_erasure_requests_decidedBy' })
  decider: Relation<User> | null;
}
