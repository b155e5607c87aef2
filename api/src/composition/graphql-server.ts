import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Services } from '../context/services';
import { logger } from '../shared/logger';
import type { Metrics } from '../shared/metrics/metrics';
import { graphqlUploads } from '../features/documents/upload-middleware';
import { buildAppSchema } from './graphql-schema';
import { CompiledExecution } from '../graphql/compiled-execution';
import { queryShortcut } from '../graphql/query-shortcut';
import { createLoaders } from './loaders';
import { formatGraphQLError } from '../graphql/format-error';
import { limitRules, limitedParseOptions } from '../graphql/limits';
import { batchLimit } from '../graphql/batch-limit';
import { TrustedDocuments } from '../graphql/trusted-documents';
import { allowedOperationsOnly, type AllowedOperationsPolicy } from '../graphql/allowed-operations';
import { suggestionsForAdminsOnly } from '../graphql/suggestions';
import { rateLimitedStatus } from '../graphql/rate-limited-status';
import { unavailableStatus } from '../graphql/unavailable-status';
import { operationMetrics, operationRecorder, type OperationRecord } from '../graphql/operation-metrics';
import { requestIdInErrors } from '../graphql/request-id-errors';
import type { RequestContext } from '../context/request-context';
import { apiTokenScopes } from '../features/api-tokens';
import { idempotentMutations } from '../features/idempotency';

/** Apollo Server's own headers that prove a request is not a simple cross-site one (its recommendedCsrfPreventionRequestHeaders). */
const CSRF_PREVENTION_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

export interface GraphQLServer {
  schema: GraphQLSchema;
  /** Which operations a session may run (the web client's trusted documents in production). */
  allowedOperations: AllowedOperationsPolicy;
  apollo: ApolloServer<RequestContext>;
  /** One request's context: its viewer, the services and fresh loaders. A plain function (it uses no `this`), handed around as one. */
  contextFor: (req: Request, res: Response) => RequestContext;
  /** What app.ts mounts at /graphql, in order. */
  handlers: (RequestHandler | ErrorRequestHandler)[];
}

export interface ApolloPluginEntry {
  name: string;
  plugin: ApolloServerPlugin<RequestContext>;
  /**
   * What it does to a query that runs without an error. The query shortcut answers those without
   * Apollo Server, so a plugin must either do nothing to them or have the shortcut do the same
   * (apollo-plugins.test.ts runs each plugin on such a query to hold it to this).
   */
  onCleanQuery: 'nothing' | 'done by the query shortcut too';
}

/** Apollo Server's plugins, in order. */
export function apolloPlugins(
  allowedOperations: AllowedOperationsPolicy,
  recordOperation: ((record: OperationRecord) => void) | undefined,
): ApolloPluginEntry[] {
  return [
    // Apollo's hosted Sandbox loads from another host; the admin playground is served by the site.
    { name: 'landing page disabled', plugin: ApolloServerPluginLandingPageDisabled(), onCleanQuery: 'nothing' },
    // No HTTP cache hints are used; Apollo's default plugin would still time every field.
    { name: 'cache control disabled', plugin: ApolloServerPluginCacheControlDisabled(), onCleanQuery: 'nothing' },
    { name: 'suggestions for admins only', plugin: suggestionsForAdminsOnly(allowedOperations), onCleanQuery: 'nothing' },
    // Requests bearing a token never take the query shortcut; sessions pass through this untouched.
    { name: 'API token scopes', plugin: apiTokenScopes(), onCleanQuery: 'nothing' },
    { name: 'rate limited status', plugin: rateLimitedStatus(), onCleanQuery: 'nothing' },
    { name: 'request id in errors', plugin: requestIdInErrors(), onCleanQuery: 'nothing' },
    ...(recordOperation
      ? [{ name: 'operation metrics', plugin: operationMetrics(recordOperation), onCleanQuery: 'done by the query shortcut too' } as const]
      : []),
    { name: 'unavailable status', plugin: unavailableStatus(), onCleanQuery: 'nothing' },
  ];
}

/** The schema, Apollo Server (started) and the /graphql pipeline in front of it. */
export async function createGraphQLServer(
  config: AppConfig,
  dataSource: DataSource,
  services: Services,
  metrics: Metrics,
): Promise<GraphQLServer> {
  const production = config.env === 'production';
  const schema = await buildAppSchema(services.pubSub);
  // The web client's operations, from the manifest its build wrote beside the site.
  const allowedOperations: AllowedOperationsPolicy = { trusted: TrustedDocuments.load(config.webDistDir), production };
  if (production && allowedOperations.trusted.size === 0) {
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
    persistedQueries: { cache: allowedOperations.trusted.asPersistedQueryCache() },
    parseOptions: limitedParseOptions,
    validationRules: limitRules(),
    allowBatchedHttpRequests: true,
    // A browser sends Authorization only after a CORS preflight, so a request bearing a token is no
    // forgery; with the session cookie as well it never gets here (features/api-tokens).
    csrfPrevention: { requestHeaders: [...CSRF_PREVENTION_HEADERS, 'authorization'] },
    plugins: apolloPlugins(allowedOperations, recordOperation).map((entry) => entry.plugin),
  });
  await apollo.start();
  const idempotent = idempotentMutations(services.idempotency, allowedOperations.trusted);
  const handlers: (RequestHandler | ErrorRequestHandler)[] = [
    // A body sent with an Idempotency-Key is hashed as it is read, from its first byte.
    idempotent.hashBody,
    // Multipart uploads (GraphQL multipart request spec) first; JSON requests pass through.
    ...graphqlUploads(config.maxUploadBytes),
    express.json({ limit: '1mb' }),
    batchLimit(),
    allowedOperationsOnly(allowedOperations),
    // A mutation with an Idempotency-Key runs once per key (features/idempotency), as REST's POSTs do.
    idempotent.answerOnce,
    // Queries that run cleanly skip Apollo Server's per-request pipeline (graphql/query-shortcut.ts).
    queryShortcut({
      schema,
      execution,
      trusted: allowedOperations.trusted,
      parseOptions: limitedParseOptions,
      validationRules: limitRules(),
      contextFor,
      record: recordOperation,
    }),
    expressMiddleware(apollo, { context: ({ req, res }) => Promise.resolve(contextFor(req, res)) }),
  ];
  return { schema, allowedOperations, apollo, contextFor, handlers };
}
