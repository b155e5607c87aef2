import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isAppError } from '../shared/errors';
import { logger } from '../shared/logger';

/**
 * Maps our AppError values to GraphQL error codes (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT
 * with the field messages in `extensions.fieldErrors`); anything unexpected is logged and
 * reported without internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (isAppError(original)) {
    return {
      ...formatted,
      message: original.message,
      extensions: {
        code: original.code,
        ...(original.fieldErrors.length > 0 ? { fieldErrors: original.fieldErrors } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  if (!(original instanceof GraphQLError)) logger.error({ err: original }, 'Unexpected error in a GraphQL resolver');
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
