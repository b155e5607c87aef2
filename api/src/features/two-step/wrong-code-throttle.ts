import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError, inMinutes, limiterFactory, secondsUntilNext, unavailable, type LimiterFactory } from '../../shared/rate-limit';

/**
 * Wrong two-step codes allowed per account in a window: the same budget as failed passwords
 * (auth/login-throttle.ts), shared by the sign-in's second step and the Security tab's checks,
 * over REST and GraphQL, and across instances when Redis is configured.
 */
export const twoStepLimits = { wrongCodesPerAccount: 5, windowSeconds: 15 * 60 };

export class TwoStepRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(`Too many wrong codes. Please try again ${inMinutes(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

/**
 * Each check takes one attempt from the account's budget before the code is looked at, so
 * parallel guesses cannot overrun it; a right code gives the budget back in full. The window is
 * fixed from the first attempt: refusals do not lengthen it.
 */
export class WrongCodeThrottle {
  private readonly perAccount: RateLimiterAbstract;

  constructor(limits = twoStepLimits, createLimiter: LimiterFactory = limiterFactory()) {
    this.perAccount = createLimiter({ keyPrefix: 'two-step-account', points: limits.wrongCodesPerAccount, duration: limits.windowSeconds });
  }

  async begin(userId: string): Promise<void> {
    try {
      await this.perAccount.consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) unavailable(error);
      throw new TwoStepRateLimitedError(secondsUntilNext(error));
    }
  }

  async succeeded(userId: string): Promise<void> {
    await this.perAccount.delete(userId).catch(unavailable);
  }
}
