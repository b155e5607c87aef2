import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError, inMinutes, limiterFactory, secondsUntilNext, unavailable, type LimiterFactory } from '../../shared/rate-limit';

/**
 * Failed sign-ins allowed per window: 5 for one account (password guessing), 30 from one address
 * (one machine trying many accounts; e2e browsers and test suites sign in from 127.0.0.1 many
 * times, but only failures count, and those are few).
 */
export const loginLimits = {
  failuresPerAccount: 5,
  failuresPerAddress: 30,
  windowSeconds: 15 * 60,
};

/** Which budget refused an attempt, as the audit log records it. */
export type LoginLimitScope = 'account' | 'address';

export class LoginRateLimitedError extends RateLimitedError {
  constructor(
    readonly scope: LoginLimitScope,
    retryAfterSeconds: number,
  ) {
    const who = scope === 'account' ? 'for this account' : 'from your network';
    super(`Too many failed sign-in attempts ${who}. Please try again ${inMinutes(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

/**
 * Counts failed sign-ins per account (the e-mail as typed, lower case, known or not) and per
 * address, in fixed windows that start at the first failure: a refused attempt neither counts
 * nor extends the window, so nobody is locked out for longer than the window, and a success
 * clears the account's count. Both budgets are shared by REST and GraphQL (AuthService).
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly failuresPerAddress: number;

  constructor(limits = loginLimits, createLimiter: LimiterFactory = limiterFactory()) {
    const duration = limits.windowSeconds;
    this.failuresPerAddress = limits.failuresPerAddress;
    this.perAccount = createLimiter({ keyPrefix: 'login-account', points: limits.failuresPerAccount, duration });
    this.perAddress = createLimiter({ keyPrefix: 'login-address', points: limits.failuresPerAddress, duration });
  }

  /**
   * Before the password is checked: takes one attempt from the account's budget (so parallel
   * guesses at one account cannot overrun it) and looks at the address's, and throws
   * LoginRateLimitedError when either is spent. The address pays only for failures (`failed`):
   * an office of clients behind one address signing in at nine o'clock is not an attack.
   */
  async begin(account: string, address: string): Promise<void> {
    const [byAccount, byAddress] = await Promise.allSettled([this.perAccount.consume(account), this.perAddress.get(address)]);
    for (const outcome of [byAccount, byAddress]) {
      if (outcome.status === 'rejected' && !(outcome.reason instanceof RateLimiterRes)) unavailable(outcome.reason);
    }
    const addressState = byAddress.status === 'fulfilled' ? byAddress.value : null;
    const addressSpent = !!addressState && addressState.consumedPoints >= this.failuresPerAddress;
    if (byAccount.status === 'fulfilled' && !addressSpent) return;
    // A refused attempt is not a failure: give back what it took from the account's budget.
    if (byAccount.status === 'fulfilled') await this.perAccount.reward(account, 1).catch(unavailable);
    const refusal = byAccount.status === 'rejected' ? (byAccount.reason as RateLimiterRes) : addressState!;
    throw new LoginRateLimitedError(byAccount.status === 'rejected' ? 'account' : 'address', secondsUntilNext(refusal));
  }

  /** The password was wrong: the address pays for it too (the account paid in `begin`). */
  async failed(address: string): Promise<void> {
    await this.perAddress.penalty(address, 1).catch(unavailable);
  }

  /** The password was right: the account starts afresh. */
  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(account).catch(unavailable);
  }
}
