import type { RequestHandler } from 'express';
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { ApiTokenScopeFamily } from '../../../validation/api-token-scopes';
import type { RedisConnections } from '../shared/redis/redis-connections';
import type { Services } from './services';

/** What a REST router of a feature is built with. */
export interface RestDependencies {
  services: Services;
  dataSource: DataSource;
  config: AppConfig;
}

/**
 * One operation of a mount's routers as /api/openapi.json describes it: zod-to-openapi's route,
 * its `path` below the mount's and written `/{id}` for Express's `/:id` (features/<x>/<x>.openapi.ts).
 */
export type RestOperation = RouteConfig;

/** Routers mounted at one path of the REST facade. */
export interface RestMount {
  /** Below /api. */
  path: string;
  routers(dependencies: RestDependencies): RequestHandler[];
  /**
   * The area of personal access token scopes its routes belong to: a request bearing a token needs
   * `<area>:read` for GET and HEAD, `<area>:write` for other methods. Without one, tokens are
   * refused here (403): the mount is for signed-in sessions only (features/api-tokens).
   */
  scope?: ApiTokenScopeFamily;
  /** What the routers answer, for the OpenAPI document (composition/openapi-document.ts). */
  operations?: readonly RestOperation[];
  /**
   * Its routers read the request's bytes themselves (a provider's signed notification, whose
   * signature is over the bytes as sent): mounted ahead of the facade's JSON parser.
   */
  rawBody?: boolean;
}

/** What a background job is started with. */
export interface JobDependencies {
  services: Services;
  config: AppConfig;
  /** Set when REDIS_URL is: several instances then agree which of them runs a round. */
  redis?: RedisConnections;
}

/** Work the server does on a timer while it runs (reminders, scheduled backups). */
export interface BackgroundJob {
  /** Names the job in the logs and in its claim among instances. */
  name: string;
  /** Starts the job's timer; answers a function that stops it. */
  start(dependencies: JobDependencies): () => void;
}

// type-graphql and TypeORM take classes as plain constructors.
type ResolverClass = abstract new (...args: never[]) => unknown;
type EntityClass = new (...args: never[]) => unknown;

/**
 * Everything a feature adds to the api, in one object its `index.ts` exports: its tables, its
 * resolvers, its REST routes and its background jobs. The composition layer (api/src/composition)
 * reads every feature's module, so adding a resolver, a route or a job edits only its feature.
 */
export interface FeatureModule {
  name: string;
  entities?: readonly EntityClass[];
  resolvers?: readonly ResolverClass[];
  restMounts?: readonly RestMount[];
  jobs?: readonly BackgroundJob[];
}
