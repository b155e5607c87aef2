import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Services } from '../context/services';
import { TypeormSessionStore } from '../auth/session-store';
import { SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS, renewExpiryWhenStale, requestOrigin } from '../auth/session';
import { loadViewer } from '../auth/viewer';
import type { RedisConnections } from '../shared/redis/redis-connections';
import { RedisSessionStore } from '../auth/redis-session-store';
import { unavailableWhileStoreIsDown } from './store-unavailable';

export interface SessionAndViewer {
  /** In Redis with several instances (REDIS_URL), else in the database. */
  store: session.Store;
  /** express-session alone, for the subscription server's upgrade requests. */
  sessionMiddleware: RequestHandler;
  /** The session (503 while its store is down), then `req.viewer`: who is asking, if anyone. */
  handlers: RequestHandler[];
}

export function sessionAndViewer(
  config: AppConfig,
  dataSource: DataSource,
  services: Services,
  redis: RedisConnections | undefined,
): SessionAndViewer {
  const store = redis ? new RedisSessionStore(redis.client) : new TypeormSessionStore(dataSource);
  const sessionMiddleware = session({
    name: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // Rolling, but renewed once a minute rather than on every answer (renewExpiryWhenStale).
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', maxAge: SESSION_IDLE_TIMEOUT_MS, path: '/' },
  });
  const viewer: RequestHandler = async (req, _res, next) => {
    req.viewer = await loadViewer(dataSource, req.session, { staffTwoStepRequired: config.staffTwoStepRequired });
    // A session its user no longer accepts (deactivated, an older password's, ended from the
    // profile) is ended, once; regenerate, not destroy: the request goes on with an empty session.
    if (!req.viewer && req.session?.userId) await new Promise<void>((resolve) => req.session.regenerate(() => resolve()));
    if (req.viewer) {
      renewExpiryWhenStale(req.session);
      await noteSessionInUse(req, services);
    }
    next();
  };
  return { store, sessionMiddleware, handlers: [unavailableWhileStoreIsDown(sessionMiddleware), viewer] };
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
