import crypto from 'node:crypto';
import { LessThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { newId } from '../../db/base-entity';
import { isUniqueViolation } from '../../db/unique-violation';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a key names its request: a retry within 24 hours is answered from the store (docs/integrations.md#idempotency). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How long a request in progress holds its key. Past it the instance that ran it is taken to have
 * died (its answer would never be kept) and a retry runs instead: longer than Node's 300 s for
 * receiving a request, and than any request of this API takes to be answered.
 */
export const LEASE_MS = 10 * 60 * 1000;

/** Who sent a key, and the request it names. */
export interface KeyedRequest {
  /** `token:<id>`, `user:<id>` or `anonymous` (idempotent-requests.ts). */
  scope: string;
  userId: string | null;
  key: string;
  method: string;
  path: string;
}

/** The first request with its key (it runs), or the row of the one before it (null: others are racing for it). */
export type Claim = { claimed: true; id: string } | { claimed: false; earlier: IdempotencyKey | null };

/** An answer as the store keeps it: its body as text, or null when it is not kept. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The Idempotency-Key rows in the app's database, which every instance shares: the unique index on
 * (scope, keyHash) admits one request per key, however many instances race to insert it.
 */
export class IdempotencyStore {
  private readonly rows: Repository<IdempotencyKey>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(IdempotencyKey);
  }

  /**
   * Inserts the key as in progress, or finds the row already there. A row past its expiry, or in
   * progress past its lease, is deleted and the insert tried again, so an expired key is free and
   * a crashed instance's key is taken over (the delete names the row as it was read, so of two
   * requests taking it over, one inserts and the other finds the new row).
   */
  async claim(request: KeyedRequest, now = new Date()): Promise<Claim> {
    const keyHash = sha256(request.key);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const id = newId();
      try {
        await this.rows.insert({
          id,
          ...request,
          keyHash,
          state: 'in_progress',
          leaseExpiresAt: new Date(now.getTime() + LEASE_MS),
          expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
          createdAt: now,
        });
        return { claimed: true, id };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const earlier = await this.rows.findOneBy({ scope: request.scope, keyHash });
      if (!earlier) continue;
      const lapsed = earlier.expiresAt <= now || (earlier.state === 'in_progress' && earlier.leaseExpiresAt! <= now);
      if (!lapsed) return { claimed: false, earlier };
      await this.rows.delete([
        { id: earlier.id, expiresAt: LessThanOrEqual(now) },
        { id: earlier.id, state: 'in_progress', leaseExpiresAt: LessThanOrEqual(now) },
      ]);
    }
    // Three races for the key lost in a row: others are at it, as with a request in progress.
    return { claimed: false, earlier: null };
  }

  /** The answer of a claimed request, kept with its body's hash for the retries; false when the claim had lapsed meanwhile. */
  async keep(id: string, fingerprint: string, answer: KeptAnswer): Promise<boolean> {
    const result = await this.rows.update(
      { id, state: 'in_progress' },
      {
        state: 'done',
        fingerprint,
        leaseExpiresAt: null,
        responseStatus: answer.status,
        responseHeaders: answer.headers,
        responseBody: answer.body,
      },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Frees a claimed key whose answer is not kept (an outage, a 5xx or 429): a retry runs the request again. */
  async release(id: string): Promise<void> {
    await this.rows.delete({ id, state: 'in_progress' });
  }

  /** Deletes the keys past their 24 hours (a background job, every few minutes); how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.rows.delete({ expiresAt: LessThanOrEqual(now) })).affected ?? 0;
  }
}
