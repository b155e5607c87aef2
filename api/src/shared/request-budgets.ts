import { limiterFactory, RateLimit, type BudgetLeft, type LimiterFactory } from './rate-limit';

/**
 * Whose budget a request of /api or /graphql spends: an API token's (per token), a signed-in
 * user's (per user, however many sessions they have open) or an anonymous caller's (per address).
 * The name is also the policy's name in the RateLimit and RateLimit-Policy headers.
 */
export const budgetPolicies = ['token', 'session', 'anonymous'] as const;
export type BudgetPolicy = (typeof budgetPolicies)[number];

/** Requests a minute per policy: config's apiTokenRateLimitPerMinute, sessionRateLimitPerMinute, anonymousRateLimitPerMinute. */
export type BudgetsPerMinute = Record<BudgetPolicy, number>;

/** Every budget is counted over a minute: the `w` of RateLimit-Policy. */
export const BUDGET_WINDOW_SECONDS = 60;

const plural = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/** What a refused request is told, per policy, with the wait in seconds. */
const TOO_MANY: Record<BudgetPolicy, (perMinute: number) => (seconds: number) => string> = {
  token: (perMinute) => (seconds) =>
    `This API token made more than ${perMinute} requests in a minute. Please try again in ${plural(seconds)}.`,
  session: (perMinute) => (seconds) => `You made more than ${perMinute} requests in a minute. Please try again in ${plural(seconds)}.`,
  anonymous: (perMinute) => (seconds) =>
    `More than ${perMinute} requests came from your address in a minute. Please try again in ${plural(seconds)}.`,
};

/**
 * Where each policy's counts live. The token's prefix is the one its limit had before the other
 * two budgets existed, so counts in Redis carry over a deploy.
 */
const KEY_PREFIXES: Record<BudgetPolicy, string> = { token: 'api-token', session: 'api-user', anonymous: 'api-address' };

/**
 * The general budget of the two APIs together (http/request-budget.ts spends it once per
 * request): one RateLimit per policy, in Redis when configured so every instance spends the same.
 */
export class RequestBudgets {
  private readonly limits: Record<BudgetPolicy, RateLimit>;

  constructor(
    readonly perMinute: BudgetsPerMinute,
    createLimiter: LimiterFactory = limiterFactory(),
  ) {
    const limit = (policy: BudgetPolicy) =>
      new RateLimit(
        { keyPrefix: KEY_PREFIXES[policy], points: perMinute[policy], windowSeconds: BUDGET_WINDOW_SECONDS },
        TOO_MANY[policy](perMinute[policy]),
        createLimiter,
      );
    this.limits = { token: limit('token'), session: limit('session'), anonymous: limit('anonymous') };
  }

  /**
   * Spends one request of the key's budget under the policy: what is left, or RATE_LIMITED with
   * the wait when nothing was; SERVICE_UNAVAILABLE while the store (Redis) cannot be reached.
   */
  spend(policy: BudgetPolicy, key: string): Promise<BudgetLeft> {
    return this.limits[policy].spend(key);
  }
}
