import type { Server } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Services } from '../context/services';
import { loadViewer } from '../auth/viewer';
import { asAppError, serviceUnavailable } from '../shared/errors';
import { createLoaders } from './loaders';
import { formatGraphQLError, unexpectedErrorOf } from '../graphql/format-error';
import { limitRules, limitedParseOptions } from '../graphql/limits';
import { admitOperation, heldToTrustedDocuments, type AllowedOperationsPolicy } from '../graphql/allowed-operations';
import { persistedHashOf } from '../graphql/trusted-documents';
import { withoutSuggestions } from '../graphql/suggestions';
import type { RequestContext } from '../context/request-context';
import { logger } from '../shared/logger';

interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  sessionMiddleware: RequestHandler;
  dataSource: DataSource;
  services: Services;
  config: AppConfig;
  /** The same policy as /graphql over HTTP: trusted documents and who may run other operations. */
  allowedOperations: AllowedOperationsPolicy;
}

/**
 * GraphQL subscriptions over graphql-ws on /graphql, signed in by the same session cookie as
 * every other request. Sockets opened from another site's page are refused. Each subscription
 * passes the same checks as an HTTP operation: the allowed operations (the trusted-documents rule),
 * the token limit while parsing, and the limit rules beside graphql's own validation.
 */
export function attachSubscriptionServer(httpServer: Server, options: SubscriptionServerOptions): () => Promise<void> {
  const sockets = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ origin, req }: { origin?: string; req: { headers: { host?: string } } }) =>
      !origin || new URL(origin).host === req.headers.host,
  });
  const server = useServer<Record<string, unknown>, { request: Request }>(
    {
      schema: options.schema,
      onSubscribe: async (socket, _id, payload) => {
        let contextValue: RequestContext;
        try {
          contextValue = await subscriptionContext(socket.extra.request, options);
        } catch (error) {
          // The database away while the session is read: an error the client can retry, not a dropped socket.
          const known = asAppError(error);
          if (!known) throw error;
          return [coded(known.message, known.code)];
        }
        const request = { ...payload, extensions: payload.extensions ? { ...payload.extensions } : undefined };
        const refusal = admitOperation(request, options.allowedOperations, contextValue.viewer);
        if (refusal) return [refusal];
        const hash = persistedHashOf(request);
        const query = hash !== undefined ? options.allowedOperations.trusted.body(hash) : request.query;
        if (typeof query !== 'string') return [coded('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND')];
        let document: DocumentNode;
        try {
          document = parse(query, limitedParseOptions);
        } catch (error) {
          return [coded((error as GraphQLError).message, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(options.schema, document, [...specifiedRules, ...limitRules()]);
        if (errors.length > 0) return errors.map((error) => coded(error.message, 'GRAPHQL_VALIDATION_FAILED', error.extensions));
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // The same error shapes as over HTTP: our codes (UNAUTHENTICATED, FORBIDDEN, ...) in extensions.
      onError: (socket, _id, _payload, errors) =>
        errors.map((error) => asClientError(error, socket.extra.request, options.allowedOperations)),
      onNext: (socket, _id, _payload, _args, result) =>
        'errors' in result && result.errors
          ? { ...result, errors: result.errors.map((error) => asClientError(error, socket.extra.request, options.allowedOperations)) }
          : undefined,
    },
    sockets,
  );
  return async () => {
    await server.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}

/** The socket's session, read at each subscription: signing out in another tab takes effect. */
async function subscriptionContext(req: Request, options: SubscriptionServerOptions): Promise<RequestContext> {
  // The session's store away (the database, Redis) is an outage, as over HTTP (http/store-unavailable.ts).
  await new Promise<void>((resolve, reject) =>
    options.sessionMiddleware(req, {} as Response, (error?: unknown) => (error ? reject(serviceUnavailable()) : resolve())),
  );
  const viewer = await loadViewer(options.dataSource, req.session, { staffTwoStepRequired: options.config.staffTwoStepRequired });
  // Kept on the upgrade request, so the socket's errors are worded for this viewer.
  req.viewer = viewer;
  return {
    req,
    res: {} as Response,
    viewer,
    services: options.services,
    loaders: createLoaders(options.dataSource, viewer),
    config: options.config,
  };
}

function coded(message: string, code: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

function asClientError(error: GraphQLError, req: Request, allowedOperations: AllowedOperationsPolicy): GraphQLError {
  const unexpected = unexpectedErrorOf(error);
  if (unexpected) logger.error({ err: unexpected }, 'Unexpected error in a GraphQL subscription');
  const formatted = formatGraphQLError(error.toJSON(), error);
  const message = heldToTrustedDocuments(allowedOperations, req.viewer ?? null) ? withoutSuggestions(formatted.message) : formatted.message;
  return new GraphQLError(message, { path: formatted.path, extensions: formatted.extensions, nodes: error.nodes });
}
