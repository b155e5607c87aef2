import type { Request, RequestHandler } from 'express';
import { isApiTokenScope, scopeFor, scopesGrant } from '../../../../validation/api-token-scopes';
import type { RestMount } from '../../context/feature-module';
import { AppError } from '../../shared/errors';

/**
 * Why the mounts a request bearing a token reached turned it away. A refusal for a missing scope
 * outranks one for a mount closed to tokens: `/admin/users` (closed) lies inside `/admin` (users),
 * and GET /api/admin/users is the latter's.
 */
const refusals = new WeakMap<Request, { error: AppError; forScope: boolean }>();

function note(req: Request, error: AppError, forScope: boolean): void {
  const noted = refusals.get(req);
  if (!noted || (forScope && !noted.forScope)) refusals.set(req, { error, forScope });
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0];

/**
 * Placed before a mount's routers (composition/rest-routes.ts): a request bearing a token passes
 * only when the mount names its scope area and the token holds `<area>:read` for GET and HEAD,
 * `<area>:write` for any other method (an area without that scope refuses tokens there).
 * Otherwise the mount is skipped (`next('router')`), since a
 * longer mount may hold a path inside a shorter one's, and the refusal is noted for
 * `apiTokenRefusal`, which answers it when no other mount took the request. Sessions pass untouched.
 */
export function apiTokenScopeGuard(mount: RestMount): RequestHandler {
  return (req, _res, next) => {
    const token = req.viewer?.apiToken;
    if (!token) return next();
    const access = req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write';
    // A mount without an area, or an area without this access (no `engagements:write`), is for sessions only.
    if (!mount.scope || !isApiTokenScope(scopeFor(mount.scope, access))) {
      note(
        req,
        new AppError('FORBIDDEN', `API tokens cannot use ${req.method} ${pathOf(req)}: it is open to a signed-in session only.`),
        false,
      );
      return next('router');
    }
    if (!scopesGrant(token.scopes, mount.scope, access)) {
      const scope = scopeFor(mount.scope, access);
      note(req, new AppError('FORBIDDEN', `${req.method} ${pathOf(req)} needs the scope ${scope}, which this API token lacks.`), true);
      return next('router');
    }
    next();
  };
}

/** After every mount: the noted refusal (403) of a request bearing a token that no mount took, else on to 404. */
export const apiTokenRefusal: RequestHandler = (req, _res, next) => {
  next(refusals.get(req)?.error);
};
