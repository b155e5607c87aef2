import type { Request, RequestHandler, Response } from 'express';
import type { Metrics } from './metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every response by method, route pattern and status. The label is Express's
 * matched route (`/api/documents/:id`), never the raw URL, so ids and probes cannot make a new
 * series each: what matched no route is one of a few fixed groups.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const matched = rememberMatchedRoute(req);
    res.once('finish', () => {
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routeLabel(req, res, matched());
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequests.inc({ method, route, status: String(res.statusCode) });
      metrics.httpDuration.observe({ method, route }, seconds);
    });
    next();
  };
}

/**
 * Express sets `req.route` when a route matches, and `req.baseUrl` is then its router's mount
 * path; by the time the response finishes an error may have carried the request out of that
 * router (and `baseUrl` with it), so the pattern is taken at the moment of the match.
 */
function rememberMatchedRoute(req: Request): () => string | RegExp | undefined {
  let route: unknown;
  let pattern: string | RegExp | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      const path = value?.path;
      if (typeof path === 'string') pattern = `${req.baseUrl}${path === '/' && req.baseUrl ? '' : path}`;
      else if (path instanceof RegExp) pattern = path;
    },
  });
  return () => pattern;
}

/** The route pattern, or the group of what matched none (bounded, so labels cannot explode). */
function routeLabel(req: Request, res: Response, pattern: string | RegExp | undefined): string {
  if (typeof pattern === 'string') return pattern || '/';
  // The site's catch-all (prerendered pages, the app shell, the not-found page).
  if (pattern) return res.statusCode === 404 ? '(not found)' : '(site pages)';
  if (req.originalUrl === '/graphql' || req.originalUrl.startsWith('/graphql?') || req.originalUrl.startsWith('/graphql/'))
    return '/graphql';
  if (res.statusCode === 404) return '(not found)';
  // express.static answers without a route; so do middlewares that refuse early (store down, 413).
  if ((req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 400) return '(static files)';
  return '(no route)';
}
