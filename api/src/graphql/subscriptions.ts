import type { Server } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { loadViewer } from '../auth/viewer';
import { createLoaders } from './loaders';
import { formatGraphQLError } from './format-error';
import type { RequestContext } from './context';

interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  sessionMiddleware: RequestHandler;
  dataSource: DataSource;
  services: Services;
  config: AppConfig;
}

/**
 * GraphQL subscriptions over graphql-ws on /graphql, signed in by the same session cookie as
 * every other request. Sockets opened from another site's page are refused.
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
      // The same error shapes as over HTTP: our codes (UNAUTHENTICATED, FORBIDDEN, ...) in extensions.
      onError: (_context, _id, _payload, errors) => errors.map(asClientError),
      onNext: (_context, _id, _payload, _args, result) =>
        'errors' in result && result.errors ? { ...result, errors: result.errors.map(asClientError) } : undefined,
      context: async (socket): Promise<RequestContext> => {
        const req = socket.extra.request;
        await new Promise<void>((resolve) => options.sessionMiddleware(req, {} as Response, () => resolve()));
        return {
          req,
          res: {} as Response,
          viewer: await loadViewer(options.dataSource, req.session?.userId),
          services: options.services,
          loaders: createLoaders(options.dataSource),
          config: options.config,
        };
      },
    },
    sockets,
  );
  return async () => {
    await server.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}

function asClientError(error: GraphQLError): GraphQLError {
  const formatted = formatGraphQLError(error.toJSON(), error);
  return new GraphQLError(formatted.message, { path: formatted.path, extensions: formatted.extensions, nodes: error.nodes });
}
