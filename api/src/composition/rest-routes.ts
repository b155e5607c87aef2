import express, { type Router } from 'express';
import type { RestDependencies, RestMount } from '../context/feature-module';
import { features } from './features';
import { apiNotFound, restErrorHandler } from '../http/respond';

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

/** The REST facade, mounted by app.ts at /api: JSON bodies, every route, then 404 and errors as JSON. */
export function restApi(dependencies: RestDependencies, mounts: readonly RestMount[] = restMounts): Router {
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  for (const mount of mounts) api.use(mount.path, ...mount.routers(dependencies));
  api.use(apiNotFound);
  api.use(restErrorHandler);
  return api;
}
