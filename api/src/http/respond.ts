import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, RETRY_AFTER_UNAVAILABLE_SECONDS, asAppError, httpStatusOf, isDatabaseUnreachable } from '../shared/errors';
import { logger } from '../shared/logger';
import { libraryProblem, sendProblem } from './problem-details';
import { RateLimitedError } from '../shared/rate-limit';
import { assertAllowed } from '../auth/access';
import type { RoleName } from '../accounts/roles';

/** REST twin of the @auth directive: the same rule, answered as 401 or 403. */
export function requireAuth(...requires: RoleName[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    assertAllowed(req.viewer, requires);
    next();
  };
}

/**
 * Every REST error as problem details (problem-details.ts, docs/product.md#rest-conventions):
 * ours with their code, message and the fields at fault; a body parser's 4xx as bad input (or too
 * large); anything unexpected as a 500 that says nothing of itself, logged with the request id
 * the body carries.
 */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const known = asAppError(error);
  if (known) {
    if (known.code === 'SERVICE_UNAVAILABLE') logUnavailable(error, req);
    setRetryAfter(res, known);
    sendProblem(req, res, known);
    return;
  }
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  // Errors raised by body parsers and the like carry their own 4xx status.
  if (status && status >= 400 && status < 500) {
    const problem = libraryProblem(status, (error as Error).message);
    sendProblem(req, res, problem.error, problem.status);
    return;
  }
  req.log.error({ err: error, path: req.path }, 'Unexpected error in a REST route');
  sendProblem(req, res, null);
};

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new AppError('NOT_FOUND', 'Not found'));

/** 429 and 503 say when to come back, for a browser, a monitor and a load balancer alike. */
export function setRetryAfter(res: Response, error: AppError): void {
  if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
  else if (error.code === 'SERVICE_UNAVAILABLE') res.set('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
}

/** An outage is worth a warning per request, without the stack of a bug. */
export function logUnavailable(error: unknown, req: Request): void {
  if (isDatabaseUnreachable(error)) {
    const { code, message } = error as { code?: string; message?: string };
    logger.warn({ code, reason: message, path: req.path }, 'The database is unreachable');
  }
}

/** Whether an error is answered as JSON (the APIs) or as text (pages and files). */
export const answersInJson = (req: { path: string }) => req.path.startsWith('/api') || req.path.startsWith('/graphql');

/**
 * The last error handler of the whole app (pages, /graphql before Apollo, the viewer's session
 * read): an outage answers 503 with Retry-After, JSON on /api and /graphql and text elsewhere;
 * anything else 500 without details. Never Express's own page with a stack.
 */
export const lastErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const wantsJson = answersInJson(req);
  const known = asAppError(error);
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (!known && status && status >= 400 && status < 500) return restErrorHandler(error, req, res, next);
  if (known) {
    if (known.code === 'SERVICE_UNAVAILABLE') logUnavailable(error, req);
    setRetryAfter(res, known);
    res.status(httpStatusOf[known.code]);
  } else {
    (req.log ?? logger).error({ err: error, path: req.path }, 'Unexpected error');
    res.status(500);
  }
  if (wantsJson) return sendProblem(req, res, known ?? null);
  res.type('text').send(known?.message ?? 'Internal server error');
};
