import type { RequestHandler } from 'express';
import { graphqlLimits } from './limits';
import { requestIdOf } from '../http/request-id';

/**
 * A JSON array is a batch of operations run at once: each is held to the limits, and this caps
 * how many one request may carry, refusing a longer batch before any of it runs.
 */
export function batchLimit(maxBatchSize: number = graphqlLimits.maxBatchSize): RequestHandler {
  return (req, res, next) => {
    if (!Array.isArray(req.body) || req.body.length <= maxBatchSize) return next();
    res.status(400).json({
      errors: [
        {
          message: `A batch may hold at most ${maxBatchSize} operations; this one holds ${req.body.length}.`,
          extensions: { code: 'BATCH_LIMIT_EXCEEDED', limit: 'maxBatchSize', requestId: requestIdOf(req) },
        },
      ],
    });
  };
}
