import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

export type SingleUseLinkPurpose = 'invitation' | 'password_reset';

/**
 * A single-use link for setting a password (an invitation or a reset): only the SHA-256 hex of
 * the token is stored.
 * Valid while `usedAt` is null and `expiresAt` is in the future.
 */
@Entity('user_invitations')
@Index('UQ_user_invitations_tokenHash', ['tokenHash'], { unique: true })
@Index('IDX_user_invitations_userId', ['userId'])
@Index('IDX_user_invitations_createdBy', ['createdBy'])
@Index('IDX_user_invitations_expiresAt', ['expiresAt'])
export class UserInvitation extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** What the link may do: set the first password of an invited user, or reset a forgotten one. */
  @Column({ type: 'varchar', length: 20, default: 'invitation' })
  purpose: SingleUseLinkPurpose;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_invitations_userId' })
  user: Relation<User>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy', foreignKeyConstraintName: 'FK_user_invitations_createdBy' })
  creator: Relation<User> | null;
}
