import type { ApolloError, ServerError } from '@apollo/client';
import { HttpError } from './rest';

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown; requestId?: unknown };
}

const asId = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A GraphQL answer that failed on the server's side: a 5xx, or an error coded INTERNAL_SERVER_ERROR. */
function apolloReference(error: Partial<ApolloError>): string | undefined {
  const internal = error.graphQLErrors?.find((graphQLError) => graphQLError.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal) return asId(internal.extensions?.requestId);
  const network = error.networkError as Partial<ServerError> | null | undefined;
  if (!network?.statusCode || network.statusCode < 500) return undefined;
  const bodyErrors = (network.result as { errors?: ErrorLike[] } | undefined)?.errors;
  return asId(network.response?.headers?.get('x-request-id')) ?? asId(bodyErrors?.[0]?.extensions?.requestId);
}

/**
 * The reference of a failure the server caused (its X-Request-Id), which a client can quote to
 * the firm so the failure is found in the logs; undefined for failures of the client's own input,
 * sign-in or connection, where a reference would only confuse.
 */
export function referenceOf(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.status >= 500 ? (error.requestId ?? undefined) : undefined;
  if (error && typeof error === 'object' && ('graphQLErrors' in error || 'networkError' in error)) {
    return apolloReference(error as Partial<ApolloError>);
  }
  return undefined;
}

/** `message`, followed by "Reference: <id>" when the server caused the failure. */
export function withReference(message: string, error: unknown): string {
  const reference = referenceOf(error);
  return reference ? appendReference(message, reference) : message;
}

/** "Internal server error. Reference: 5c14c3d1-…" */
export function appendReference(message: string, reference: string): string {
  return `${message}${/[.!?]$/.test(message) ? '' : '.'} Reference: ${reference}`;
}
