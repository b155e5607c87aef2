import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import compression from 'compression';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { createServices, type Services } from './services';
import { TypeormSessionStore } from './auth/session-store';
import { sessionRoutes } from './features/sessions/sessions.routes';
import { twoStepAdminRoutes, twoStepRoutes } from './features/two-step/two-step.routes';
import { SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS, renewExpiryWhenStale, requestOrigin } from './auth/session';
import { hasAnyRole, loadViewer } from './auth/viewer';
import { adminRoles } from './auth/roles';
import { authRoutes } from './auth/auth.routes';
import { adminRoutes } from './features/users/admin.routes';
import { contactRoutes, contactSubmissionRoutes } from './features/contact/contact.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { appointmentRoutes } from './features/appointments/appointments.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { engagementRoutes } from './features/engagements/engagements.routes';
import { taskRoutes } from './features/tasks/tasks.routes';
import { companyRoutes, profileRoutes } from './features/profile/profile.routes';
import { myDataRoutes } from './features/privacy/my-data.routes';
import { documentChecklistRoutes, documentRequestRoutes } from './features/document-requests/document-requests.routes';
import { erasureAdminRoutes, erasureRoutes } from './features/privacy/erasure.routes';
import { mailQueueRoutes } from './features/mail-queue/mail-queue.routes';
import { graphqlUploads } from './features/documents/upload-middleware';
import { buildAppSchema } from './graphql/schema';
import { CompiledExecution } from './graphql/compiled-execution';
import { queryShortcut } from './graphql/query-shortcut';
import { createLoaders } from './graphql/loaders';
import { formatGraphQLError } from './graphql/format-error';
import { attachSubscriptionServer } from './graphql/subscriptions';
import { limitRules, limitedParseOptions } from './graphql/limits';
import { batchLimit } from './graphql/batch-limit';
import { TrustedDocuments } from './graphql/trusted-documents';
import { trustedOperations, type DoorRule } from './graphql/trusted-operations';
import { suggestionsForAdminsOnly } from './graphql/suggestions';
import { rateLimitedStatus } from './graphql/rate-limited-status';
import { unavailableStatus } from './graphql/unavailable-status';
import type { RequestContext } from './graphql/context';
import { portalPageRenderer, type PortalPageRenderer } from './http/portal-page';
import { apiNotFound, lastErrorHandler, restErrorHandler } from './http/respond';
import { healthRoutes } from './http/health.routes';
import { unavailableWhileStoreIsDown } from './http/store-unavailable';
import { precompressedFiles, sendPrecompressed } from './http/precompressed';
import { wholeBodyCompression } from './http/whole-body-compression';
import { connectRedis, type RedisConnections } from './shared/redis/redis-connections';
import { RedisSessionStore } from './shared/redis/redis-session-store';
import { logger } from './shared/logger';
import type { Logger } from 'pino';
import { assignRequestId } from './http/request-id';
import { requestLog } from './http/request-log';
import { metricsRoutes } from './http/metrics.routes';
import { Metrics, registerQueueGauges } from './shared/metrics/metrics';
import { httpMetrics } from './shared/metrics/http-metrics';
import { registerDatabasePoolGauges } from './shared/metrics/database-pool';
import { operationMetrics, operationRecorder } from './graphql/operation-metrics';
import { requestIdInErrors } from './graphql/request-id-errors';

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

/** Builds the whole application (site, /graphql, /api, health) without listening. */
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

  // While shutting down, each answer closes its connection: no request can arrive late on a kept-alive one.
  app.use((_req, res, next) => {
    if (draining) res.set('Connection', 'close');
    next();
  });
  // Health probes first: a load balancer asks every few seconds, and the answer needs no request
  // id, security headers, compression, request log or metric (autoLogging skipped them already).
  app.use('/', healthRoutes({ dataSource, redis, isDraining: () => draining }));

  app.use(assignRequestId(config.trustProxy));
  if (metrics.enabled) app.use(httpMetrics(metrics));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components injects its rules in <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The admin playground's editor (GraphiQL) embeds its fonts as data: URLs.
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      strictTransportSecurity: production,
    }),
  );
  // Brotli or gzip, per request, for what the build has no compressed copy of (http/precompressed.ts):
  // answers written in parts, streamed files and bodies over 64 KB (whole ones are compressed below).
  app.use(compression());
  // Answers sent whole are compressed in one call instead of through a zlib stream (its file says why).
  app.use(wholeBodyCompression());
  // Every line logged through req.log carries the request's id (silent under tests by default).
  app.use(requestLog(options.logger ?? logger, { ignore: (url) => url === '/metrics' }));

  if (config.metricsToken) app.use('/', metricsRoutes(metrics, config.metricsToken));
  // Before the session: a signed-in browser's requests for scripts and images need no session read.
  serveStaticFiles(app, config.webDistDir, config.assetsArchiveDir);

  const sessionStore = redis ? new RedisSessionStore(redis.client) : new TypeormSessionStore(dataSource);
  const sessionMiddleware = session({
    name: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    // Rolling, but renewed once a minute rather than on every answer (renewExpiryWhenStale).
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: SESSION_IDLE_TIMEOUT_MS, path: '/' },
  });
  app.use(unavailableWhileStoreIsDown(sessionMiddleware));
  app.use(async (req, _res, next) => {
    req.viewer = await loadViewer(dataSource, req.session, { staffTwoStepRequired: config.staffTwoStepRequired });
    // A session its user no longer accepts (deactivated, an older password's, ended from the
    // profile) is ended, once; regenerate, not destroy: the request goes on with an empty session.
    if (!req.viewer && req.session?.userId) await new Promise<void>((resolve) => req.session.regenerate(() => resolve()));
    if (req.viewer) {
      renewExpiryWhenStale(req.session);
      await noteSessionInUse(req, services);
    }
    next();
  });

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use('/auth/sessions', sessionRoutes(services));
  api.use('/auth/two-step', twoStepRoutes(services));
  api.use('/auth', authRoutes(services));
  api.use('/admin/users', twoStepAdminRoutes(services));
  api.use('/admin/erasure-requests', erasureAdminRoutes(services));
  api.use('/admin/mail', mailQueueRoutes(services));
  api.use('/admin', adminRoutes(services, dataSource));
  api.use('/privacy', myDataRoutes(services), erasureRoutes(services));
  api.use('/contact', contactRoutes(services));
  api.use('/contact-submissions', contactSubmissionRoutes(services));
  api.use('/documents', documentRoutes(services, config.maxUploadBytes));
  api.use('/notifications', notificationRoutes(services));
  api.use('/dashboard', dashboardRoutes(services));
  api.use('/appointments', appointmentRoutes(services));
  api.use('/messages', messageRoutes(services, config.maxUploadBytes));
  api.use('/engagements', engagementRoutes(services));
  api.use('/tasks', taskRoutes(services));
  api.use('/profile', profileRoutes(services));
  api.use('/company', companyRoutes(services));
  api.use('/document-requests', documentRequestRoutes(services));
  api.use('/document-checklists', documentChecklistRoutes(services));
  api.use(apiNotFound);
  api.use(restErrorHandler);
  app.use('/api', api);

  const schema = await buildAppSchema(services.pubSub);
  // The web client's operations, from the manifest its build wrote beside the site.
  const door: DoorRule = { trusted: TrustedDocuments.load(config.webDistDir), production };
  if (production && door.trusted.size === 0) {
    logger.error({ webDistDir: config.webDistDir }, 'No persisted query manifest: only administrators can run GraphQL operations');
  }
  const contextFor = (req: Request, res: Response): RequestContext => ({
    req,
    res,
    viewer: req.viewer,
    services,
    loaders: createLoaders(dataSource, req.viewer),
    config,
  });
  const execution = new CompiledExecution(schema);
  const recordOperation = metrics.enabled ? operationRecorder(metrics) : undefined;
  const apollo = new ApolloServer<RequestContext>({
    // The same schema, executed by graphql-jit (graphql/compiled-execution.ts says why).
    gateway: execution.asApolloGateway(),
    formatError: formatGraphQLError,
    // server.ts drains and stops everything in order on SIGTERM; Apollo's own handler would stop
    // it at once and kill the process before requests under way have finished.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.env === 'development',
    // Introspection and suggestions are decided per session (administrators only in production).
    introspection: true,
    persistedQueries: { cache: door.trusted.asPersistedQueryCache() },
    parseOptions: limitedParseOptions,
    validationRules: limitRules(),
    allowBatchedHttpRequests: true,
    // Apollo's hosted Sandbox loads from another host; the admin playground is served by the site.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP cache hints are used; Apollo's default plugin would still time every field.
      ApolloServerPluginCacheControlDisabled(),
      suggestionsForAdminsOnly(door),
      rateLimitedStatus(),
      requestIdInErrors(),
      ...(recordOperation ? [operationMetrics(recordOperation)] : []),
      unavailableStatus(),
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    // Multipart uploads (GraphQL multipart request spec) first; JSON requests pass through.
    graphqlUploads(config.maxUploadBytes),
    express.json({ limit: '1mb' }),
    batchLimit(),
    trustedOperations(door),
    // Queries that run cleanly skip Apollo Server's per-request pipeline (graphql/query-shortcut.ts).
    queryShortcut({
      schema,
      execution,
      trusted: door.trusted,
      parseOptions: limitedParseOptions,
      validationRules: limitRules(),
      contextFor,
      record: recordOperation,
    }),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(req, res) }),
  );

  const webPages = serveWebPages(app, config.webDistDir, () =>
    portalPageRenderer(config.webDistDir, apollo, door.trusted, contextFor, {
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
      stopSubscriptions = attachSubscriptionServer(server, { schema, sessionMiddleware, dataSource, services, config, door });
    },
    closeSubscriptions,
    async close() {
      await closeSubscriptions();
      // Some e-mails are sent after their request has been answered: let them go out first.
      await Promise.all([services.passwords.settled(), services.privacy.settled()]);
      // The worker finishes the e-mail it is sending; what is still queued waits in the database.
      await services.mailQueue.stop();
      if (sessionStore instanceof TypeormSessionStore) sessionStore.close();
      await apollo.stop();
      await redis?.close();
    },
  };
}

/**
 * Keeps the user's session list true: a session from before the list existed is registered on its
 * next request, and a listed one's "last seen" moves at most once a minute (no write on most reads).
 */
async function noteSessionInUse(req: Request, services: Services): Promise<void> {
  const listed = req.viewer!.session;
  if (listed) return services.sessions.seen(listed.id, listed.lastSeenAt);
  req.session.registryId = await services.sessions.register(req.viewer!.id, requestOrigin(req));
}

/**
 * The built site's hashed assets (cached a year), then earlier builds' (http/asset-archive.ts), and
 * its other static files (cached an hour).
 */
function serveStaticFiles(app: Express, distDir: string, archiveDir: string): void {
  const hashed = { immutable: true, maxAge: '1y' };
  app.use('/assets', precompressedFiles(path.join(distDir, 'assets'), hashed), express.static(path.join(distDir, 'assets'), hashed));
  app.use('/assets', precompressedFiles(archiveDir, hashed), express.static(archiveDir, { ...hashed, fallthrough: false }));
  const other = { maxAge: '1h' };
  const precompressed = precompressedFiles(distDir, other);
  const staticFiles = express.static(distDir, { ...other, index: false, redirect: false });
  // Only a path ending in a file name with an extension can be a file: the API's paths and the
  // site's pages (/services, /portal/documents…) go on without a disk look-up, which cost a page a
  // tenth of its time (a stat, then a not-found error built with its stack trace).
  app.use((req, res, next) => {
    if (!namesAFile(req.path)) return next();
    precompressed(req, res, () => staticFiles(req, res, next));
  });
}

function namesAFile(requestPath: string): boolean {
  const name = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return name.includes('.') && !requestPath.startsWith('/api/');
}

/**
 * The built site's pages. Public routes answer their prerendered HTML (matched case-insensitively,
 * as the router does); /login and /portal… answer a page drawn for the viewer at request time
 * (http/portal-page.ts); any other path answers the prerendered not-found page with status 404.
 */
function serveWebPages(app: Express, distDir: string, createPortalRenderer: () => PortalPageRenderer): { warmUp(): Promise<void> } {
  const file = (...parts: string[]) => path.join(distDir, ...parts);
  // Made now when the build is there, so its server renderer loads before the first visitor asks;
  // otherwise on the first portal page asked for (the build may appear later: `npm run dev`).
  let portalRenderer: PortalPageRenderer | undefined = fs.existsSync(file('app.html')) ? createPortalRenderer() : undefined;
  app.get(/.*/, (req, res, next) => {
    if (!fs.existsSync(file('app.html'))) {
      res.status(503).type('text').send('The web site has not been built yet: run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    const route = req.path.toLowerCase().replace(/\/+$/, '') || '/';
    if (route === '/playground') {
      servePlayground(req, res, file('playground', 'index.html'));
      return;
    }
    // Drawn per request: for the viewer, with their answers (http/portal-page.ts).
    if (route === '/portal' || route.startsWith('/portal/') || route === '/login') {
      portalRenderer ??= createPortalRenderer();
      portalRenderer.send(req, res).catch(next);
      return;
    }
    const prerendered = /^[a-z0-9/-]+$/.test(route) ? file(route === '/' ? '' : route, 'index.html') : undefined;
    const page = prerendered && fs.existsSync(prerendered) ? prerendered : undefined;
    if (!page) res.status(404);
    sendPrecompressed(req, res, page ?? file('404.html'), {}, next);
  });
  return { warmUp: async () => portalRenderer?.warmUp() };
}

/**
 * The administrators' GraphQL playground (web/playground, its own build). Only admins get the
 * page (the API would refuse others' questions anyway), and only this page may be framed, by
 * the portal on the same origin.
 */
function servePlayground(req: Request, res: Response, page: string): void {
  if (!req.viewer) {
    res.status(401).type('text').send('Sign in with an administrator account to use the GraphQL playground.');
    return;
  }
  if (!hasAnyRole(req.viewer, adminRoles)) {
    res.status(403).type('text').send('The GraphQL playground is for administrators only.');
    return;
  }
  const policy = String(res.getHeader('Content-Security-Policy') ?? '');
  res.setHeader('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.sendFile(page);
}
