import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { RedisConnections } from '../shared/redis/redis-connections';

interface HealthDependencies {
  dataSource: DataSource;
  /** Present when REDIS_URL is set: then readiness needs Redis too. */
  redis?: RedisConnections;
  /** True once the process is shutting down: it stops being ready before it stops serving. */
  isDraining: () => boolean;
}

/** Liveness answers while the process runs; readiness only while what it needs answers. */
export function healthRoutes({ dataSource, redis, isDraining }: HealthDependencies): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, cache] = await Promise.all([
      dataSource.query('SELECT 1').then(
        () => 'up',
        () => 'down',
      ),
      redis
        ? redis.client.ping().then(
            () => 'up',
            () => 'down',
          )
        : undefined,
    ]);
    const body = { database, ...(cache ? { redis: cache } : {}), ...(isDraining() ? { shuttingDown: true } : {}) };
    const ready = database === 'up' && cache !== 'down' && !isDraining();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...body });
  });
  return router;
}
