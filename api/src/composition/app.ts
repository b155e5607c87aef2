import type { Server } from 'node:http';
import express, { type Express } from 'express';
import type session from 'express-session';
import compression from 'compression';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { createServices } from './services';
import type { Services } from '../context/services';
import { TypeormSessionStore } from '../auth/session-store';
import { createGraphQLServer } from './graphql-server';
import { attachSubscriptionServer } from './subscriptions';
import { portalPageRenderer } from '../pages/portal-page';
import { lastErrorHandler } from '../http/respond';
import { healthRoutes } from '../http/health.routes';
import { securityHeaders } from '../http/security-headers';
import { sessionAndViewer } from '../http/session-and-viewer';
import { requestBudget } from '../http/request-budget';
import { bearerAuthentication } from '../features/api-tokens';
import { idempotentPosts } from '../features/idempotency';
import { restApi } from './rest-routes';
import { mountPaymentSimulators } from './payment-simulators';
import { serveStaticFiles } from '../http/static-files';
import { serveWebPages } from '../pages/web-pages';
import { wholeBodyCompression } from '../http/whole-body-compression';
import { assignRequestId } from '../http/request-id';
import { requestLog } from '../http/request-log';
import { requestScope } from '../http/request-scope';
import { metricsRoutes } from '../http/metrics.routes';
import { connectRedis, type RedisConnections } from '../shared/redis/redis-connections';
import { logger } from '../shared/logger';
import { Metrics, registerQueueGauges } from '../shared/metrics/metrics';
import { httpMetrics } from '../shared/metrics/http-metrics';
import { registerDatabasePoolGauges } from '../shared/metrics/database-pool';

export interface App {
  express: Express;
  services: Services;
  sessionStore: session.Store;
  /** This process's metrics (served at /metrics when METRICS_TOKEN is set); `registerGauge` adds more. */
  metrics: Metrics;
  /** The Redis connections when REDIS_URL is set. */
  redis?: RedisConnections;
  /** From now on /readyz answers 503, so a load balancer stops sending new requests (SIGTERM). */
  beginDraining(): void;
  /** Readies what the first requests would otherwise pay for (the server renderer); call before listening. */
  warmUp(): Promise<void>;
  /** Serves GraphQL subscriptions on the HTTP server the app listens on. */
  attachSubscriptions(server: Server): void;
  /** Closes every subscription socket with 1001 "Going away", so clients reconnect elsewhere. */
  closeSubscriptions(): Promise<void>;
  /** Stops subscriptions, Apollo and the session store's pruning; the caller closes the database. */
  close(): Promise<void>;
}

export interface AppOptions {
  /** Where request logs go (tests capture them); the process's logger by default. */
  logger?: Logger;
}

/**
 * Builds the whole application (site, /graphql, /api, health) without listening. Each step of the
 * request pipeline lives in its own file; this function is the one place that states their order:
 * health probes, request id and metrics, security headers, compression, the request log, static
 * files, the session and viewer (or a personal access token), the rate budget, a POST's Idempotency-Key, the REST facade, GraphQL, the
 * site's pages, the last error handler.
 */
export async function createApp(config: AppConfig, dataSource: DataSource, options: AppOptions = {}): Promise<App> {
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const services = createServices(dataSource, config, redis);
  // Sends what is queued now and whatever is queued later (features/mail-queue); close() stops it.
  services.mailQueue.start();
  let draining = false;
  const production = config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const metrics = new Metrics(!!config.metricsToken);
  registerDatabasePoolGauges(metrics, dataSource);
  registerQueueGauges(metrics, 'mail', {
    stats: async () => {
      const { waiting, retrying, failed, oldestWaitingAgeSeconds } = await services.mailQueue.stats();
      return { waiting, retrying, failed, oldestWaitingAgeSeconds: oldestWaitingAgeSeconds ?? 0 };
    },
  });
  registerQueueGauges(metrics, 'webhook', {
    stats: async () => {
      const { waiting, retrying, failed, oldestWaitingAgeSeconds } = await services.webhookWorker.stats();
      return { waiting, retrying, failed, oldestWaitingAgeSeconds: oldestWaitingAgeSeconds ?? 0 };
    },
  });

  // While shutting down, each answer closes its connection: no request can arrive late on a kept-alive one.
  app.use((_req, res, next) => {
    if (draining) res.set('Connection', 'close');
    next();
  });
  // Health probes first: a load balancer asks every few seconds, and the answer needs no request
  // id, security headers, compression, request log or metric (autoLogging skipped them already).
  app.use('/', healthRoutes({ dataSource, redis, isDraining: () => draining }));

  app.use(assignRequestId(config.trustProxy));
  // The rest runs in the request's async context: an error escaping into a callback is still its (escaped-errors.ts).
  app.use(requestScope());
  if (metrics.enabled) app.use(httpMetrics(metrics));

  // PayFast's checkout is a form the browser posts to PayFast.
  app.use(securityHeaders({ production, formTargets: config.payfast ? [new URL(config.payfast.baseUrl).origin] : [] }));
  // Brotli or gzip, per request, for what the build has no compressed copy of (http/precompressed.ts):
  // answers written in parts, streamed files and bodies over 64 KB (whole ones are compressed below).
  app.use(compression());
  // Answers sent whole are compressed in one call instead of through a zlib stream (its file says why).
  app.use(wholeBodyCompression());
  // Every line logged through req.log carries the request's id (silent under tests by default).
  app.use(requestLog(options.logger ?? logger, { ignore: (url) => url === '/metrics' }));

  if (config.metricsToken) app.use('/', metricsRoutes(metrics, config.metricsToken));
  // PayFast and Yoco stand-ins, in demo mode and tests only (composition/payment-simulators.ts).
  mountPaymentSimulators(app, config);
  // Before the session: a signed-in browser's requests for scripts and images need no session read.
  serveStaticFiles(app, config.webDistDir, config.assetsArchiveDir);

  const { store: sessionStore, sessionMiddleware, handlers: sessionHandlers } = sessionAndViewer(config, dataSource, services, redis);
  app.use(...sessionHandlers);
  // A request bearing a personal access token is its owner's, whatever the session said (none: a cookie with it is refused).
  app.use(['/api', '/graphql'], bearerAuthentication(services));
  // One point of one budget per request, the user's or the address's (a token's was spent just above); RateLimit fields on every answer.
  app.use(['/api', '/graphql'], requestBudget(services.requestBudgets));

  // A POST with an Idempotency-Key runs once per key; ahead of the facade, so its body is hashed as it is read.
  app.use('/api', idempotentPosts(services.idempotency));
  app.use('/api', restApi({ services, dataSource, config }));

  const graphql = await createGraphQLServer(config, dataSource, services, metrics);
  const { schema, allowedOperations, apollo, contextFor } = graphql;
  app.use('/graphql', ...graphql.handlers);

  const webPages = serveWebPages(app, config.webDistDir, () =>
    portalPageRenderer(config.webDistDir, apollo, allowedOperations.trusted, contextFor, {
      renderEntry: config.webRenderEntry,
      onShellFallback: (reason) => metrics.portalShellFallbacks.inc({ reason }),
    }),
  );
  app.use(lastErrorHandler);

  let stopSubscriptions: (() => Promise<void>) | undefined;
  const closeSubscriptions = async () => {
    const stop = stopSubscriptions;
    stopSubscriptions = undefined;
    await stop?.();
  };
  return {
    express: app,
    services,
    sessionStore,
    metrics,
    redis,
    beginDraining() {
      draining = true;
    },
    warmUp: () => webPages.warmUp(),
    attachSubscriptions(server) {
      stopSubscriptions = attachSubscriptionServer(server, { schema, sessionMiddleware, dataSource, services, config, allowedOperations });
    },
    closeSubscriptions,
    async close() {
      await closeSubscriptions();
      // Some e-mails are sent after their request has been answered: let them go out first.
      await Promise.all([services.passwords.settled(), services.privacy.settled(), services.apiTokens.settled()]);
      // The worker finishes the e-mail it is sending; what is still queued waits in the database.
      await services.mailQueue.stop();
      // The server's job started the webhook worker (none in tests): the delivery under way is finished and recorded.
      await services.webhookWorker.stop();
      if (sessionStore instanceof TypeormSessionStore) sessionStore.close();
      await apollo.stop();
      await redis?.close();
    },
  };
}
