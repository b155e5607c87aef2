import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { asAppError, isAppError, isDatabaseUnreachable } from '../shared/errors';
import { logger } from '../shared/logger';
import { RateLimitedError } from '../shared/rate-limit';

/**
 * Maps our AppError values to GraphQL error codes (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT
 * with the field messages in `extensions.fieldErrors`, RATE_LIMITED with `retryAfterSeconds`), with
 * the finer `reason` (and `missingScope`) a program may act on, as REST's problem details carry them;
 * a database that cannot be reached is SERVICE_UNAVAILABLE (HTTP 503 when nothing could run:
 * unavailable-status.ts); anything unexpected (a driver's SQL error, a bug) is reported as
 * "Internal server error" with no message, stack or SQL of its own, in every environment. Its
 * caller logs what `unexpectedErrorOf` finds (over HTTP with the request's id: see
 * request-id-errors.ts).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = asAppError(original);
  if (known) {
    if (isDatabaseUnreachable(original)) {
      const { code, message } = original as { code?: string; message?: string };
      logger.warn({ code, reason: message, path: formatted.path }, 'The database is unreachable');
    }
    return {
      message: known.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: known.code,
        ...known.detail,
        ...(known.fieldErrors.length > 0 ? { fieldErrors: known.fieldErrors } : {}),
        ...(known instanceof RateLimitedError ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
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
  // An outage is answered as SERVICE_UNAVAILABLE and logged as a warning, not as a bug.
  if (isAppError(original) || original instanceof GraphQLError || asAppError(original)) return undefined;
  return original;
}
