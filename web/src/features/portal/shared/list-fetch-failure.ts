import { useEffect } from 'react';
import type { ApolloError, ServerError } from '@apollo/client';
import { toast } from '../../../components/toast-store';
import { withReference } from '../../../lib/request-reference';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../lib/service-unavailable';

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

/** The line of a list's failure state, in place of the list: "Failed to fetch <list>." */
export const listFetchFailed = (list: string) => `Failed to fetch ${list}.`;

/** Toasts listFetchFailure each time the list's read fails (docs/product.md#failure-messages). */
export function useListFetchFailureToast(error: ApolloError | undefined, list: string): void {
  useEffect(() => {
    if (error) toast({ description: listFetchFailure(error, list), variant: 'destructive' });
  }, [error, list]);
}
