import session from 'express-session';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { entityReader, rawReads, type EntityReader, type RawReads } from '../db/entity-reader';
import { SESSION_RENEWAL_INTERVAL_MS } from './session';
import { Session } from './session.entity';

type Callback = (error?: unknown) => void;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How stale the stored expiry may grow before a request writes it again. express-session asks for
 * a touch on every request that changed nothing; writing each one would turn every read of the
 * portal into a database write.
 */
export const SESSION_TOUCH_INTERVAL_MS = SESSION_RENEWAL_INTERVAL_MS;

/**
 * express-session's store over the `sessions` table. A small store of our own because
 * connect-typeorm pins TypeORM 0.3 and its pruning query fails on MariaDB
 * (docs/libraries.md).
 */
export class TypeormSessionStore extends session.Store {
  private readonly sessions: Repository<Session>;
  private readonly raw: RawReads;
  private readonly reader: EntityReader<Session>;
  private readonly readSql: string;
  private pruneTimer: NodeJS.Timeout | undefined;
  /** The expiry each session had when this request read it (get comes before touch). */
  private readonly expiryAtRead = new Map<string, number>();

  constructor(dataSource: DataSource, options: { pruneIntervalMs?: number } = {}) {
    super();
    this.sessions = dataSource.getRepository(Session);
    // Every signed-in request reads its session: a prepared statement, not a built query.
    this.raw = rawReads(dataSource);
    this.reader = entityReader(dataSource, Session);
    this.readSql = `SELECT ${this.reader.columns('s')} FROM ${this.reader.table} s WHERE s.\`sid\` = ?`;
    const interval = options.pruneIntervalMs ?? 15 * 60 * 1000;
    if (interval > 0) {
      this.pruneTimer = setInterval(() => void this.pruneExpired().catch(() => undefined), interval);
      this.pruneTimer.unref();
    }
  }

  /** Deletes every session whose expiry has passed; returns how many went. */
  async pruneExpired(now = new Date()): Promise<number> {
    // Entries of requests that ended without a touch (an error, a sign-out) go with the round.
    this.expiryAtRead.clear();
    const result = await this.sessions.delete({ expire: LessThan(now) });
    return result.affected ?? 0;
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.raw
      .rows(this.readSql, [sid])
      .then((rows) => {
        const row = rows[0] ? this.reader.hydrate(rows[0], 's') : null;
        if (!row || row.expire.getTime() <= Date.now()) return callback(null, null);
        this.expiryAtRead.set(sid, row.expire.getTime());
        callback(null, row.sess as unknown as session.SessionData);
      })
      .catch((error) => callback(error));
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.sessions
      .save({ sid, sess: data as unknown as Record<string, unknown>, expire: expiryOf(data) })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions
      .delete({ sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const expire = expiryOf(data);
    const stored = this.expiryAtRead.get(sid);
    this.expiryAtRead.delete(sid);
    if (stored !== undefined && expire.getTime() - stored < SESSION_TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    this.sessions
      .update({ sid }, { expire })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }
}

function expiryOf(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + ONE_DAY_MS);
}
