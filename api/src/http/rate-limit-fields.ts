import type { Response } from 'express';
import { BUDGET_WINDOW_SECONDS, type BudgetPolicy } from '../shared/request-budgets';

/**
 * The RateLimit-Policy and RateLimit header fields of draft-ietf-httpapi-ratelimit-headers-10
 * (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/10/, sections 3 and 4):
 * each a structured-field List of one Item, the policy's name as a String with Integer parameters.
 *
 *     RateLimit-Policy: "session";q=1200;w=60     q requests per w seconds
 *     RateLimit: "session";r=1187;t=42            r left, for t more seconds
 *
 * No partition key (`pk`): the draft would have it a byte sequence naming the token, the user or
 * the address, and the caller knows which it is already (docs/integrations.md#rate-limits).
 */
export function setRateLimitFields(res: Response, policy: BudgetPolicy, quota: number, remaining: number, resetSeconds: number): void {
  res.set('RateLimit-Policy', `"${policy}";q=${quota};w=${BUDGET_WINDOW_SECONDS}`);
  res.set('RateLimit', `"${policy}";r=${remaining};t=${resetSeconds}`);
}
