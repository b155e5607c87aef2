import Redis, { type RedisOptions } from 'ioredis';
import { logger } from '../logger';

/**
 * The Redis connections of one process (REDIS_URL): `client` for commands (sessions, limits, job
 * claims) and `subscriber` for the subscription bus, which Redis dedicates to listening.
 */
export interface RedisConnections {
  client: Redis;
  subscriber: Redis;
  /** Whether commands can be sent now. */
  isReady(): boolean;
  close(): Promise<void>;
}

export function connectRedis(url: string): RedisConnections {
  const options: RedisOptions = {
    // Fail fast while Redis is away: a request gets a clear 503 at once rather than hanging
    // in a queue; ioredis keeps reconnecting by itself and everything resumes when it is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
  const client = new Redis(url, options);
  // The bus subscribes once at start: those commands may wait for the first connection.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let warned = false;
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => {
      // Every reconnect attempt reports the same error: say it once per outage.
      if (!warned) logger.warn({ err: error }, 'Redis is unreachable; retrying');
      warned = true;
    });
    connection.on('ready', () => {
      if (warned) logger.info('Redis is reachable again');
      warned = false;
    });
  }
  return {
    client,
    subscriber,
    isReady: () => client.status === 'ready',
    async close() {
      await Promise.all([client, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
