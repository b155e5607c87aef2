import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** Liveness answers while the process runs; readiness only while the database answers. */
export function healthRoutes(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}
