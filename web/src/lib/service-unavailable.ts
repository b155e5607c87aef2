import type { ApolloError, ServerError } from '@apollo/client';

/** What every form and list says while the api answers 503 (its database or Redis is away). */
export const RECORDS_UNREACHABLE = "We can't reach our records right now. Please try again in a minute.";

/**
 * A failure that will pass by itself: REST 503, a GraphQL answer with HTTP 503 (Apollo reports it
 * as a network error with that status), or an error with code SERVICE_UNAVAILABLE.
 */
export function isServiceUnavailable(error: unknown): boolean {
  // An HttpError of lib/rest.ts (not imported: rest.ts words its 503 with this module's text).
  if ((error as { status?: unknown } | undefined)?.status === 503) return true;
  const apolloError = error as Partial<ApolloError> | undefined;
  if (apolloError?.graphQLErrors?.some((graphQLError) => graphQLError.extensions?.code === 'SERVICE_UNAVAILABLE')) return true;
  return (apolloError?.networkError as Partial<ServerError> | null | undefined)?.statusCode === 503;
}

/**
 * The words of a failure toast: the text of docs/product.md#failure-messages alone, or, when the
 * api is briefly away, that text as the title and RECORDS_UNREACHABLE beneath it, so the person
 * knows to simply wait.
 */
export function failureToastText(error: unknown, description: string, title?: string): { title?: string; description: string } {
  if (!isServiceUnavailable(error)) return { title, description };
  return { title: title ?? description, description: title ? `${description}. ${RECORDS_UNREACHABLE}` : RECORDS_UNREACHABLE };
}
