import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../db/base-entity';
import type { User } from './user.entity';

/**
 * One signed-in session as its owner sees it on the profile: which device, from where, last seen
 * when. The session itself (its cookie and data) lives in the session store; this row is what the
 * owner can end. A session whose row is ended is signed out on its next request (auth/viewer.ts),
 * whichever store holds it and whichever instance it reaches. The session id is never stored here.
 */
@Entity('user_sessions')
@Index('IDX_user_sessions_userId', ['userId'])
export class UserSession extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The browser's User-Agent at sign-in, cut to the column. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ipAddress: string | null;

  /** Refreshed at most once a minute, by a request of this session. */
  @Column({ type: 'datetime' })
  lastSeenAt: Date;

  /**
   * The second step the sign-in passed (`authenticator` or `recovery_code`, as two-step sign-in
   * names them), or null for a sign-in with the password alone. Signed engagement letters record
   * whether their session had passed it (features/engagement-letters).
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  secondFactor: string | null;

  /** Set when the session was signed out, ended by its owner or ended by a password change. */
  @Column({ type: 'datetime', nullable: true })
  endedAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_sessions_userId' })
  user: Relation<User>;
}
