import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, httpStatusOf, isAppError } from '../shared/errors';
import { requestIdOf } from './request-id';
import { RateLimitedError } from '../shared/rate-limit';
import { assertAllowed } from '../auth/access';
import type { RoleName } from '../auth/roles';

/** REST twin of the @auth directive: the same rule, answered as 401 or 403. */
export function requireAuth(...requires: RoleName[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    assertAllowed(req.viewer, requires);
    next();
  };
}

/**
 * The REST error bodies of DESIGN.md: `{ message }`, plus `errors` naming fields for bad input;
 * an unexpected error also carries `requestId` (the X-Request-Id), the reference a client quotes.
 */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (isAppError(error)) {
    const body: Record<string, unknown> = { message: error.message };
    if (error.fieldErrors.length > 0) body.errors = error.fieldErrors;
    if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(httpStatusOf[error.code]).json(body);
    return;
  }
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  // Errors raised by body parsers and the like carry their own 4xx status.
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: status === 413 ? 'Request body is too large' : (error as Error).message || 'Bad request' });
    return;
  }
  req.log.error({ err: error, path: req.path }, 'Unexpected error in a REST route');
  res.status(500).json({ message: 'Internal server error', requestId: requestIdOf(req) });
};

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new AppError('NOT_FOUND', 'Not found'));
