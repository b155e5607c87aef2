import type { ApolloServerPlugin } from '@apollo/server';
import { requestIdOf } from '../http/request-id';
import { unexpectedErrorOf } from './format-error';
import type { RequestContext } from '../context/request-context';

/**
 * Ties GraphQL errors to the request: each error the client receives carries `extensions.requestId`
 * (the X-Request-Id of the response), and each unexpected one is logged through the request's
 * logger, so the reference a client quotes finds the log line.
 */
export function requestIdInErrors(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const unexpected = unexpectedErrorOf(error);
            if (unexpected) contextValue.req.log.error({ err: unexpected }, 'Unexpected error in a GraphQL resolver');
          }
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const requestId = requestIdOf(contextValue.req);
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
            ...error,
            extensions: { ...error.extensions, requestId },
          }));
        },
      };
    },
  };
}
