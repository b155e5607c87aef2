import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { serviceUnavailable } from '../shared/errors';
import { logger } from '../shared/logger';

/**
 * The session middleware, answering 503 "try again shortly" instead of a 500 when its store
 * (Redis, or the database) cannot be reached: the visitor and a monitor both see an outage
 * that passes, and the next request after the store returns works again.
 */
export function unavailableWhileStoreIsDown(sessionMiddleware: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void sessionMiddleware(req, res, (error?: unknown) => {
      if (!error) return next();
      const { code, message } = error as { code?: string; message?: string };
      logger.warn({ code, reason: message, path: req.path }, 'The session store is unreachable');
      // Answered by the app's last error handler, as every other outage (http/respond.ts).
      next(serviceUnavailable());
    });
  };
}
