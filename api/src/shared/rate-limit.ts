import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, BRIEFLY_UNAVAILABLE } from './errors';
import type { RedisConnections } from './redis/redis-connections';

/**
 * Where a limit's counts live: in this process when REDIS_URL is unset, in Redis when set, so
 * any number of instances spend one budget. Every limit of the api is made by one of these.
 */
export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export function limiterFactory(redis?: RedisConnections): LimiterFactory {
  if (!redis) return (options) => new RateLimiterMemory(options);
  // Refuse at once while Redis is away rather than wait on it (the caller answers 503).
  return (options) => new RateLimiterRedis({ storeClient: redis.client, rejectIfRedisNotReady: true, ...options });
}

/** A limiter's store failed (Redis away): a clear 503, never a 500, and nothing let through. */
export function unavailable(error: unknown): never {
  if (error instanceof RateLimiterRes) throw error;
  throw new AppError('SERVICE_UNAVAILABLE', BRIEFLY_UNAVAILABLE);
}

/**
 * RATE_LIMITED with the wait in seconds: REST answers it as `Retry-After` (http/respond.ts),
 * GraphQL as HTTP 429 with the same header (graphql/rate-limited-status.ts).
 */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** "in 1 minute", "in 15 minutes": how long a refused visitor waits, rounded up. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Whole seconds until a limiter's window frees a point again (at least 1). */
export const secondsUntilNext = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

/**
 * A per-key budget shared by both APIs (GraphQL and REST), so a client cannot dodge the limit
 * by switching endpoint; in Redis when configured, so instances share it too.
 */
export class RateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    options: { keyPrefix: string; points: number; windowSeconds: number },
    private readonly message: (retryAfterSeconds: number) => string,
    createLimiter: LimiterFactory = limiterFactory(),
  ) {
    this.limiter = createLimiter({ keyPrefix: options.keyPrefix, points: options.points, duration: options.windowSeconds });
  }

  private refusal(state: RateLimiterRes): RateLimitedError {
    const seconds = secondsUntilNext(state);
    return new RateLimitedError(this.message(seconds), seconds);
  }

  /** Throws RATE_LIMITED when the key has no budget left; otherwise does nothing. */
  async assertAvailable(key: string): Promise<void> {
    const state = await this.limiter.get(key).catch(unavailable);
    if (state && state.remainingPoints <= 0) throw this.refusal(state);
  }

  /** Spends one point of the key's budget. */
  async consume(key: string): Promise<void> {
    await this.spend(key);
  }

  /** Spends one point of the key's budget and says what is left (RATE_LIMITED when nothing was). */
  async spend(key: string): Promise<BudgetLeft> {
    try {
      const state = await this.limiter.consume(key);
      return { remaining: Math.max(0, state.remainingPoints), resetSeconds: secondsUntilNext(state) };
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refusal(error);
      unavailable(error);
    }
  }
}

/** What a key's budget holds after a request spent its point. */
export interface BudgetLeft {
  /** Points left in this window. */
  remaining: number;
  /** Whole seconds until the window starts afresh (at least 1), as Retry-After would say. */
  resetSeconds: number;
}
