import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

export type IdempotencyKeyState = 'in_progress' | 'done';

/**
 * One Idempotency-Key a caller sent with a POST (docs/integrations.md#idempotency): whose it is,
 * the request it named (method, path, the SHA-256 of its body) and, once answered, the answer to
 * repeat. The unique index on (scope, keyHash) is what lets one request only, across every
 * instance, run for a key: the others' inserts fail on it.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_scope_keyHash', ['scope', 'keyHash'], { unique: true })
@Index('IDX_idempotency_keys_userId', ['userId'])
@Index('IDX_idempotency_keys_expiresAt', ['expiresAt'])
export class IdempotencyKey extends BaseRecord {
  /** Whose key: `token:<id>` for an API token, `user:<id>` for a session, `anonymous` for no one. */
  @Column({ type: 'varchar', length: 60 })
  scope: string;

  /** The person behind the scope (a token's owner), for an erasure; null for anonymous callers. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /**
   * sha256 of the key, hex: the index compares it, because MySQL's and MariaDB's collation would
   * take "Abc" and "abc" (and a trailing space) for one key.
   */
  @Column({ type: 'varchar', length: 64 })
  keyHash: string;

  /** The key as the caller sent it (the sf-string's value). */
  @Column({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  /** The path without its query string (no POST takes one); /graphql for a GraphQL mutation. */
  @Column({ type: 'varchar', length: 2000 })
  path: string;

  /** sha256 of the body's bytes as received, hex; null until the first request's body has been read. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  fingerprint: string | null;

  @Column({ type: 'varchar', length: 20, default: 'in_progress' })
  state: IdempotencyKeyState;

  /** While in progress: past this, the instance that ran it is taken to have died, and a retry may run. */
  @Column({ type: 'datetime', nullable: true })
  leaseExpiresAt: Date | null;

  /** Once done: the answer's status. */
  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  /** Once done: the answer's headers worth repeating (Content-Type, Location…), by lower-case name. */
  @Column({ type: 'simple-json', nullable: true })
  responseHeaders: Record<string, string> | null;

  /** Once done: the answer's body as text; null when it was too large, or not text, to keep. */
  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  /** 24 hours after the first request: the key is free again, and the row is purged. */
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_idempotency_keys_userId' })
  user: Relation<User> | null;
}
