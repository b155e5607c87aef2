import express, { Router, type Request, type Response } from 'express';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import type { NotificationOutcome } from './payments.service';

/** The most a provider's notification may carry: PayFast's ITN is a form of a few dozen short fields, Yoco's event a small JSON object. */
const NOTIFICATION_LIMIT = '64kb';

/**
 * Where PayFast and Yoco tell the portal that money came in (docs/billing.md#paying-online): no
 * session and no token, since what vouches for a notification is its signature (and, for PayFast,
 * its confirmation by PayFast). The bytes are read as they came, since the signatures are over them.
 */
export function paymentNotificationRoutes(services: Services): Router {
  const router = Router();

  // A provider retries what is not answered 200: a refusal says why, in plain text, for its log.
  const answer = (req: Request, res: Response, outcome: NotificationOutcome) => {
    if (outcome.outcome === 'refused' || outcome.outcome === 'unavailable') {
      req.log.warn({ refused: outcome.message }, 'Payment notification refused');
      res
        .status(outcome.outcome === 'refused' ? 400 : 503)
        .type('text/plain')
        .send(outcome.message);
      return;
    }
    res
      .status(200)
      .type('text/plain')
      .send(outcome.outcome === 'ignored' ? `Ignored: ${outcome.message}` : 'OK');
  };

  router.post('/payfast', express.raw({ type: () => true, limit: NOTIFICATION_LIMIT }), async (req, res) => {
    answer(req, res, await services.payments.receivePayfast(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), requestOrigin(req)));
  });

  router.post('/yoco', express.raw({ type: () => true, limit: NOTIFICATION_LIMIT }), async (req, res) => {
    answer(
      req,
      res,
      await services.payments.receiveYoco(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers, requestOrigin(req)),
    );
  });

  return router;
}
