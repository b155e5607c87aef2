import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../db/base-entity';
import type { User } from './user.entity';

/**
 * A user's authenticator (two-step sign-in). One row per user: unconfirmed while they are
 * setting it up, on once `confirmedAt` is set. The secret is stored encrypted (secret-box.ts);
 * `lastUsedStep` is the TOTP time step of the last code accepted, so no code works twice.
 */
@Entity('two_step_enrolments')
@Index('UQ_two_step_enrolments_userId', ['userId'], { unique: true })
export class TwoStepEnrolment extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The base32 secret, AES-256-GCM encrypted: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
  @Column({ type: 'varchar', length: 255 })
  secretCiphertext: string;

  /** Null while enrolment awaits its first code. */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  lastUsedStep: number | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_two_step_enrolments_userId' })
  user: Relation<User>;
}
