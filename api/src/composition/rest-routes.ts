import express, { type Router } from 'express';
import type { RestDependencies, RestMount } from '../context/feature-module';
import { features } from './features';
import { apiNotFound, restErrorHandler } from '../http/respond';
import { apiTokenRefusal, apiTokenScopeGuard } from '../features/api-tokens';
import { referenceRoutes } from '../http/openapi/reference.routes';
import { openApiDocument } from './openapi-document';
import { knownQueryParameters } from '../http/query-parameters';

/**
 * Every route of the REST facade, in the order Express tries them: each feature's mounts (its
 * index.ts), a path that starts with another's first (`/auth/sessions` before `/auth`,
 * `/admin/users` before `/admin`), since the router at the shorter path would otherwise be asked
 * first. rest-routes.test.ts keeps it so.
 */
export const restMounts: readonly RestMount[] = inTryOrder(features.flatMap((feature) => feature.restMounts ?? []));

/** Longer paths first where one path lies below another; otherwise the features' order. */
function inTryOrder(mounts: readonly RestMount[]): RestMount[] {
  const depth = (mount: RestMount) => mount.path.split('/').length;
  return [...mounts].sort((a, b) => depth(b) - depth(a));
}

/**
 * The REST facade, mounted by app.ts at /api: JSON bodies, its description and reference page
 * (/openapi.json, /docs), every route, then 404 and errors as JSON.
 */
export function restApi(dependencies: RestDependencies, mounts: readonly RestMount[] = restMounts): Router {
  const api = express.Router();
  const mount = (each: RestMount) => {
    // Each mount in a router of its own, so the scope guard can skip the whole mount for a token.
    const mounted = express.Router();
    mounted.use(apiTokenScopeGuard(each), ...each.routers(dependencies));
    api.use(each.path, mounted);
  };
  // Those reading the bytes as sent go before the JSON parser, which would have taken them.
  mounts.filter((each) => each.rawBody).forEach(mount);
  api.use(express.json({ limit: '1mb' }));
  const document = openApiDocument(mounts);
  api.use(knownQueryParameters(document));
  api.use(referenceRoutes(document));
  mounts.filter((each) => !each.rawBody).forEach(mount);
  api.use(apiTokenRefusal);
  api.use(apiNotFound);
  api.use(restErrorHandler);
  return api;
}
