import type { Request, Response } from 'express';
import { httpStatusOf, type AppError } from '../shared/errors';
import { RateLimitedError } from '../shared/rate-limit';
import { sendProblem } from './problem-details';
import { requestIdOf } from './request-id';
import { setRetryAfter } from './respond';

/**
 * A request refused before either API's own handlers ran (a bearer token that does not work, a
 * spent rate budget, its store away), answered as that API answers errors: REST's problem details,
 * GraphQL's `{ errors }` with the code, the reason and the wait, both with the status and, for
 * 429 and 503, Retry-After.
 */
export function refuse(req: Request, res: Response, error: AppError): void {
  setRetryAfter(res, error);
  if (req.baseUrl !== '/graphql') return sendProblem(req, res, error);
  res.status(httpStatusOf[error.code]);
  const extensions = {
    code: error.code,
    ...error.detail,
    ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    requestId: requestIdOf(req),
  };
  res.json({ errors: [{ message: error.message, extensions }] });
}
