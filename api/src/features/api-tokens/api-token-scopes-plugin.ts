import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context/request-context';
import { detailOfRefusal, scopeRefusal } from './graphql-scope-check';
import { noteOperation } from './token-operations';

/**
 * Holds a request bearing a personal access token to the token's scopes, once its operation is
 * parsed, validated and chosen and before anything runs: a field out of reach refuses the whole
 * operation with HTTP 403 and code FORBIDDEN, naming the field and the scope it lacks. Sessions
 * pass untouched (requests bearing a token never take the query shortcut, so this sees them all).
 */
export function apiTokenScopes(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue }) {
      const token = contextValue.viewer?.apiToken;
      if (!token) return;
      return {
        async didResolveOperation({ schema, document, operation, operationName }) {
          noteOperation(contextValue.req, operationName ?? null);
          // Apollo resolves one before this hook runs; without one, nothing runs anyway.
          if (!operation) return;
          const refusal = scopeRefusal(schema, document, operation, token.scopes);
          if (!refusal) return;
          throw new GraphQLError(refusal.message, {
            extensions: {
              code: 'FORBIDDEN',
              ...detailOfRefusal(refusal),
              field: refusal.field,
              http: { status: 403 },
            },
          });
        },
      };
    },
  };
}
