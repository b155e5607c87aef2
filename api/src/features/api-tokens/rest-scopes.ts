import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { isApiTokenScope, scopeFor, scopesGrant, type ApiTokenScope } from '../../../../validation/api-token-scopes';
import type { Viewer } from '../../auth/viewer';
import type { RestMount } from '../../context/feature-module';
import { AppError } from '../../shared/errors';
import { detailOfRefusal, extraNeedsOf, refusalOf, type Need } from './graphql-scope-check';

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
        new AppError('FORBIDDEN', `API tokens cannot use ${req.method} ${pathOf(req)}: it is open to a signed-in session only.`, [], {
          reason: 'API_TOKEN_NOT_ACCEPTED',
        }),
        false,
      );
      return next('router');
    }
    if (!scopesGrant(token.scopes, mount.scope, access)) {
      const scope = scopeFor(mount.scope, access);
      const message = `${req.method} ${pathOf(req)} needs the scope ${scope}, which this API token lacks.`;
      note(req, new AppError('FORBIDDEN', message, [], { reason: 'API_TOKEN_SCOPE_MISSING', missingScope: scope }), true);
      return next('router');
    }
    next();
  };
}

/** After every mount: the noted refusal (403) of a request bearing a token that no mount took, else on to 404. */
export const apiTokenRefusal: RequestHandler = (req, _res, next) => {
  next(refusals.get(req)?.error);
};

// ---- Scopes follow the data ---------------------------------------------------------------------

/** The scope (or `refused`) a field of `graphqlType` needs beyond its area, by graphql-scopes.ts's fieldReach. */
const extraNeedOfField = (graphqlType: string, key: string): Need | undefined => extraNeedsOf(`${graphqlType}.${key}`)[0];

/**
 * A REST record as the request may read it. A field that carries another area's data
 * (graphql-scopes.ts's fieldReach, by the name of the record's GraphQL twin: the signer's e-mail
 * of an EngagementLetter needs users:read) is left out of the answer to a token that does not
 * reach it: GraphQL refuses an operation that selects the field, and REST, where nothing is
 * selected, answers the rest of the record. A session reads every field.
 */
export function withinTokenScopes<Fields extends object>(
  viewer: Viewer | null | undefined,
  graphqlType: string,
  record: Fields,
): Partial<Fields> {
  const scopes = viewer?.apiToken?.scopes;
  if (!scopes) return record;
  const kept = Object.entries(record).filter(([key]) => {
    const need = extraNeedOfField(graphqlType, key);
    return !need || !refusalOf(key, [need], scopes);
  });
  return Object.fromEntries(kept) as Partial<Fields>;
}

/**
 * A record's shape as the OpenAPI document describes it: each field withinTokenScopes may leave
 * out is optional there, and says what it needs.
 */
export function tokenScopedShape(schema: z.ZodObject, graphqlType: string): z.ZodObject {
  const fields = Object.entries(schema.shape).map(([key, shaped]) => {
    const field = shaped as z.ZodType;
    const need = extraNeedOfField(graphqlType, key);
    if (!need) return [key, field] as const;
    const why = need === 'refused' ? 'left out for an API token' : `left out for an API token without ${need}`;
    return [key, field.optional().describe(field.description ? `${field.description} (${why})` : why)] as const;
  });
  return z.strictObject(Object.fromEntries(fields));
}

/**
 * For a route whose answer carries other areas' data as a whole (a PDF with people's names in it),
 * which cannot leave a field out: a request bearing a token passes only with every one of `scopes`
 * as well as the mount's; otherwise 403 names the first it lacks. Sessions pass untouched.
 */
export function tokenAlsoNeeds(...scopes: ApiTokenScope[]): RequestHandler {
  return (req, _res, next) => {
    const token = req.viewer?.apiToken;
    if (!token) return next();
    const refusal = refusalOf(`${req.method} ${pathOf(req)}`, scopes, token.scopes);
    next(refusal ? new AppError('FORBIDDEN', refusal.message, [], detailOfRefusal(refusal)) : undefined);
  };
}
