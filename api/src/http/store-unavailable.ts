import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BRIEFLY_UNAVAILABLE } from '../shared/errors';
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
      logger.warn({ err: error, path: req.path }, 'The session store is unreachable');
      res.status(503).set('Retry-After', '5');
      if (req.path.startsWith('/api') || req.path.startsWith('/graphql')) res.json({ message: BRIEFLY_UNAVAILABLE });
      else res.type('text').send(BRIEFLY_UNAVAILABLE);
    });
  };
}
