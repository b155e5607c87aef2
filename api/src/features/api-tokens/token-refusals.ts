import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, type ErrorReason } from '../../shared/errors';
import { RateLimitedError, inMinutes, limiterFactory, secondsUntilNext, unavailable, type LimiterFactory } from '../../shared/rate-limit';

/**
 * Refused bearer tokens (unknown, revoked, expired, or an owner who may not use them) allowed per
 * window: 10 with one token prefix (a forgotten job retrying a revoked token), 30 from one address
 * (one machine trying many). A token that works never spends these: it has its own per-minute
 * budget, so an office's broken job does not stop its working ones.
 */
export const tokenRefusalLimits = {
  perPrefix: 10,
  perAddress: 30,
  windowSeconds: 15 * 60,
};

/**
 * A token that exists but may not be used (revoked, expired, or its owner unable to use it): the
 * attempt is audited (`api_token.refused`), as a leaked or forgotten token being tried, the first
 * of each window (TokenRefusals.firstInWindow). A secret that matches no token is not: there is
 * nobody to record it against.
 */
export class RefusedApiToken extends AppError {
  constructor(
    message: string,
    reason: ErrorReason,
    readonly tokenId: string,
    readonly ownerId: string,
  ) {
    super('UNAUTHENTICATED', message, [], { reason });
  }
}

/** Which budget a refused token spent, as the answer says it. */
export type TokenRefusalScope = 'prefix' | 'address';

/** 429 for a refused token past a budget; the refusal it stands for, when the token exists, still audited. */
export class TooManyTokenRefusals extends RateLimitedError {
  constructor(
    readonly scope: TokenRefusalScope,
    retryAfterSeconds: number,
    readonly refused?: RefusedApiToken,
  ) {
    const what = scope === 'prefix' ? 'with this API token' : 'with API tokens from your network';
    super(
      `Too many refused requests ${what}: it does not work, and retrying will not make it. Please try again ${inMinutes(retryAfterSeconds)}.`,
      retryAfterSeconds,
    );
  }
}

/**
 * Counts refused bearer tokens per shown prefix ("khanya_pat_a1B2") and per client address, in
 * fixed windows that start at the first refusal, in Redis when configured so every instance spends
 * one budget; and says which refusal of a token is the first of its window, the one the audit log
 * records (the rest are counted, not written).
 */
export class TokenRefusals {
  private readonly perPrefix: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly audited: RateLimiterAbstract;

  constructor(limits = tokenRefusalLimits, createLimiter: LimiterFactory = limiterFactory()) {
    const duration = limits.windowSeconds;
    this.perPrefix = createLimiter({ keyPrefix: 'api-token-refused-prefix', points: limits.perPrefix, duration });
    this.perAddress = createLimiter({ keyPrefix: 'api-token-refused-address', points: limits.perAddress, duration });
    this.audited = createLimiter({ keyPrefix: 'api-token-refused-audited', points: 1, duration });
  }

  /**
   * Spends one refusal of the prefix's budget (none for a value without a secret's shape) and one
   * of the address's; TooManyTokenRefusals (429) once either is spent, carrying the refusal.
   */
  async count(refusal: AppError, prefix: string | null, address: string | null | undefined): Promise<void> {
    const outcomes = await Promise.allSettled([
      prefix === null ? Promise.resolve(null) : this.perPrefix.consume(prefix),
      this.perAddress.consume(address || 'unknown'),
    ]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected' && !(outcome.reason instanceof RateLimiterRes)) unavailable(outcome.reason);
    }
    const [byPrefix, byAddress] = outcomes;
    const refused = refusal instanceof RefusedApiToken ? refusal : undefined;
    if (byPrefix.status === 'rejected') {
      throw new TooManyTokenRefusals('prefix', secondsUntilNext(byPrefix.reason as RateLimiterRes), refused);
    }
    if (byAddress.status === 'rejected') {
      throw new TooManyTokenRefusals('address', secondsUntilNext(byAddress.reason as RateLimiterRes), refused);
    }
  }

  /**
   * True for a token's first refusal in the window. With the store away it says true: an extra
   * audit row is better than a leaked token tried unrecorded.
   */
  async firstInWindow(tokenId: string): Promise<boolean> {
    try {
      await this.audited.consume(tokenId);
      return true;
    } catch (error) {
      return !(error instanceof RateLimiterRes);
    }
  }
}
