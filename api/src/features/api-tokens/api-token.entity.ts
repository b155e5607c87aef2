import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { ApiTokenScope } from '../../../../validation/api-token-scopes';

/**
 * A staff member's personal access token. The secret itself is never stored: only its sha256
 * (the secret is 40 random base62 characters, so a fast hash cannot be reversed by guessing) and
 * its first characters, for recognising it in a list.
 */
@Entity('api_tokens')
@Index('UQ_api_tokens_secretHash', ['secretHash'], { unique: true })
@Index('IDX_api_tokens_userId', ['userId'])
export class ApiToken extends BaseRecord {
  /** The owner: a request bearing the token acts as this person, with their roles of the moment. */
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** "khanya_pat_" and the secret's first four characters. */
  @Column({ type: 'varchar', length: 20 })
  prefix: string;

  /** sha256 of the whole secret, hex. */
  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  @Column({ type: 'simple-json' })
  scopes: ApiTokenScope[];

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Refreshed at most once a minute, by a request bearing the token. */
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  lastUsedIpAddress: string | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_api_tokens_userId' })
  user: Relation<User>;
}
