import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

/**
 * One of a user's ten one-time recovery codes, stored as a sha256 of the user's id and the code
 * (the codes are random, so a slow hash adds nothing); `usedAt` is set when it is spent.
 */
@Entity('two_step_recovery_codes')
@Index('IDX_two_step_recovery_codes_userId', ['userId'])
export class RecoveryCode extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_two_step_recovery_codes_userId' })
  user: Relation<User>;
}
