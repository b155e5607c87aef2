import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

/**
 * A per-key budget shared by both doors (GraphQL and REST), so a client cannot dodge the limit
 * by switching endpoint. Kept in memory: one process serves the site (DESIGN.md).
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(
    readonly points: number,
    readonly windowSeconds: number,
    private readonly message: (retryAfterSeconds: number) => string,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  }

  /** Throws RATE_LIMITED when the key has no budget left; otherwise does nothing. */
  async assertAvailable(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.remainingPoints <= 0) throw new AppError('RATE_LIMITED', this.message(Math.ceil(state.msBeforeNext / 1000)));
  }

  /** Spends one point of the key's budget. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', this.message(Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  }
}
