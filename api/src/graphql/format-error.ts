import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isAppError } from '../shared/errors';
import { RateLimitedError } from '../shared/rate-limit';

/**
 * Maps our AppError values to GraphQL error codes (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT
 * with the field messages in `extensions.fieldErrors`, RATE_LIMITED with `retryAfterSeconds`);
 * anything unexpected (a driver's SQL error, a bug) is reported as "Internal server error" with
 * no message, stack or SQL of its own, in every environment. Its caller logs what
 * `unexpectedErrorOf` finds (over HTTP with the request's id: see request-id-errors.ts).
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
        ...(original instanceof RateLimitedError ? { retryAfterSeconds: original.retryAfterSeconds } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** The error underneath, when it is neither ours (AppError) nor GraphQL's own: a bug or an outage. */
export function unexpectedErrorOf(error: unknown): unknown {
  const original = unwrapResolverError(error);
  if (isAppError(original) || original instanceof GraphQLError) return undefined;
  return original;
}
