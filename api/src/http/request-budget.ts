import type { Request, RequestHandler, Response } from 'express';
import { requestOrigin } from '../auth/session';
import { isAppError } from '../shared/errors';
import { RateLimitedError } from '../shared/rate-limit';
import type { BudgetPolicy, RequestBudgets } from '../shared/request-budgets';
import { refuse } from './api-refusal';
import { setRateLimitFields } from './rate-limit-fields';

/**
 * Whose budget the request spends, once the session and a bearer token have been read: the
 * token's when it bears one that works, its user's when signed in (every session of theirs
 * together), else its address's (req.ip: the client's own behind TRUST_PROXY).
 */
export function budgetOf(req: Request): { policy: BudgetPolicy; key: string } {
  const viewer = req.viewer;
  if (viewer?.apiToken) return { policy: 'token', key: viewer.apiToken.id };
  if (viewer) return { policy: 'session', key: viewer.id };
  return { policy: 'anonymous', key: requestOrigin(req).ipAddress ?? 'unknown' };
}

/** Requests that have spent their point, wherever they spent it: one point per request. */
const spent = new WeakSet<Request>();

/**
 * Spends the request's one point and writes RateLimit-Policy and RateLimit on the answer, whatever
 * it turns out to be; throws RATE_LIMITED (the fields then say nothing is left, for as long as
 * Retry-After) or SERVICE_UNAVAILABLE while the budgets' store is away (no fields: nothing was read).
 * The bearer step spends it as soon as it knows the token; later calls for the request do nothing.
 */
export async function spendRequestBudget(budgets: RequestBudgets, req: Request, res: Response): Promise<void> {
  if (spent.has(req)) return;
  spent.add(req);
  const { policy, key } = budgetOf(req);
  const quota = budgets.perMinute[policy];
  try {
    const { remaining, resetSeconds } = await budgets.spend(policy, key);
    setRateLimitFields(res, policy, quota, remaining, resetSeconds);
  } catch (error) {
    if (error instanceof RateLimitedError) setRateLimitFields(res, policy, quota, 0, error.retryAfterSeconds);
    throw error;
  }
}

/**
 * The general rate limit of /api and /graphql (docs/integrations.md#rate-limits), mounted right
 * after the bearer token step (which has spent a token's point already): every request spends one
 * point of one budget, both APIs together, and past it is refused with 429 in its API's own shape.
 * A Redis outage answers 503, never lets the request through uncounted.
 */
export function requestBudget(budgets: RequestBudgets): RequestHandler {
  return async (req, res, next) => {
    try {
      await spendRequestBudget(budgets, req, res);
    } catch (error) {
      if (!isAppError(error)) return next(error);
      return refuse(req, res, error);
    }
    next();
  };
}
