import type { ApolloError, ServerError } from '@apollo/client';
import { withReference } from '../../../app/request-reference';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../app/service-unavailable';

/**
 * The toast text of a failed list read (docs/product.md#failure-messages): "401: Unauthorized"
 * without a session, otherwise "Failed to fetch <list>: " and the status text (or the error's
 * message when the server answered nothing readable), with the reference to quote when the server
 * failed.
 */
export function listFetchFailure(error: ApolloError, list: string): string {
  const network = error.networkError as Partial<ServerError> | null;
  const unauthenticated = error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated || network?.statusCode === 401) return '401: Unauthorized';
  if (isServiceUnavailable(error)) return `Failed to fetch ${list}: ${RECORDS_UNREACHABLE}`;
  return withReference(`Failed to fetch ${list}: ${network?.response?.statusText || error.message}`, error);
}
