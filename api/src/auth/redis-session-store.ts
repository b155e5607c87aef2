import type session from 'express-session';
import { RedisStore } from 'connect-redis';
import type Redis from 'ioredis';
import { SESSION_RENEWAL_INTERVAL_MS } from './session';

/** As the database store (auth/session-store.ts): the expiry is refreshed at most this often. */
const TOUCH_INTERVAL_MS = SESSION_RENEWAL_INTERVAL_MS;

/**
 * Sessions in Redis (connect-redis) when REDIS_URL is set, so any instance reads a session any
 * other wrote. A touch (the rolling expiry) is sent at most once a minute per session and process:
 * a read of the portal is not a write.
 */
export class RedisSessionStore extends RedisStore {
  private readonly touchedAt = new Map<string, number>();

  constructor(client: Redis) {
    super({ client, prefix: 'sess:' });
  }

  override async touch(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): Promise<void> {
    const now = Date.now();
    if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    // Bounded: a busy process forgets old entries rather than growing without end.
    if (this.touchedAt.size > 100_000) this.touchedAt.clear();
    this.touchedAt.set(sid, now);
    await super.touch(sid, data, callback);
  }

  override async set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): Promise<void> {
    this.touchedAt.set(sid, Date.now());
    await super.set(sid, data, callback);
  }
}
