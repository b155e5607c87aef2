import type { ApolloError, ServerError } from '@apollo/client';
import { referenceOf, withReference } from './request-reference';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from './service-unavailable';

export interface FieldErrorMessage {
  path: string;
  message: string;
}

/**
 * The server's own message of a failed operation, if it sent one (also in the body of a 5xx
 * answer), followed by "Reference: <id>" when the failure was the server's; a passing outage in
 * our words.
 */
export function serverMessage(error: unknown): string | undefined {
  if (isServiceUnavailable(error)) return RECORDS_UNREACHABLE;
  const apolloError = error as Partial<ApolloError> | undefined;
  const network = apolloError?.networkError as Partial<ServerError> | null | undefined;
  const inBody = (network?.result as { errors?: { message?: unknown }[] } | undefined)?.errors?.[0]?.message;
  const message = apolloError?.graphQLErrors?.[0]?.message ?? (typeof inBody === 'string' ? inBody : undefined);
  return message === undefined ? undefined : withReference(message, error);
}

/** The server could not be reached at all (a 503 is the server answering: see serverMessage). */
export function isNetworkFailure(error: unknown): boolean {
  const apolloError = error as Partial<ApolloError> | undefined;
  return !!apolloError?.networkError && !apolloError.graphQLErrors?.length && !isServiceUnavailable(error);
}

/**
 * Field messages the server attached to a BAD_USER_INPUT error
 * (docs/product.md#graphql-conventions).
 */
export function fieldErrorsOf(error: unknown): FieldErrorMessage[] {
  const apolloError = error as Partial<ApolloError> | undefined;
  const extensions = apolloError?.graphQLErrors?.[0]?.extensions;
  if (extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(extensions.fieldErrors)) return [];
  return extensions.fieldErrors as FieldErrorMessage[];
}

/**
 * What a form says above its button when a submit fails: nothing when the server named fields
 * (their messages go under the fields), a passing outage (503) in our words, else the server's own
 * message, else the network's failure; a failure of the server's own carries the reference to quote.
 */
export function formFailureMessage(error: unknown, fallback: string): string | null {
  if (fieldErrorsOf(error).length > 0) return null;
  if (isServiceUnavailable(error)) return RECORDS_UNREACHABLE;
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (referenceOf(error)) return withReference(fallback, error);
  if (isNetworkFailure(error)) return 'We could not reach the server. Check your connection and try again.';
  return fallback;
}
