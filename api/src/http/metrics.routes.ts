import crypto from 'node:crypto';
import { Router } from 'express';
import type { Metrics } from '../shared/metrics/metrics';

/** Compared as digests, so neither the token's length nor its first wrong byte shows in the timing. */
function bearsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * GET /metrics in the Prometheus text format, only for a scraper bearing METRICS_TOKEN (never
 * public). Mounted only when the token is set; otherwise /metrics is an unknown path (404).
 */
export function metricsRoutes(metrics: Metrics, token: string): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!bearsToken(req.headers.authorization, token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"').status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.type(metrics.contentType).send(await metrics.scrape());
  });
  return router;
}
