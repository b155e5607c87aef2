import type { RequestHandler, Request } from 'express';
import { GraphQLError } from 'graphql';
import { hasAnyRole, type Viewer } from '../auth/viewer';
import { adminRoles } from '../accounts/roles';
import { requestIdOf } from '../http/request-id';
import { persistedHashOf, persistedQueryError, type OperationRequest, type TrustedDocuments } from './trusted-documents';

/**
 * Administrators (admin, superadmin) may run any operation within the limits, with introspection
 * and suggestions: the playground is theirs. In production everyone else runs only the
 * operations the web client was built with (docs/product.md#graphql-conventions).
 */
export const mayRunAnyOperation = (viewer: Viewer | null) => hasAnyRole(viewer, adminRoles);

/** Which GraphQL operations a session may run: in production only the trusted documents, unless it is an administrator's. */
export interface AllowedOperationsPolicy {
  trusted: TrustedDocuments;
  /** Production: sessions other than administrators are held to the trusted documents. */
  production: boolean;
}

export const heldToTrustedDocuments = (allowedOperations: AllowedOperationsPolicy, viewer: Viewer | null) =>
  allowedOperations.production && !mayRunAnyOperation(viewer);

// Introspection starts at __schema or __type; __typename is ordinary.
const INTROSPECTION = /\b__(schema|type)\b/;

/** The refusal of an operation that is not one of the web client's: code FORBIDDEN (HTTP 403). */
export function untrustedOperationError(query: unknown): GraphQLError {
  const message =
    typeof query === 'string' && INTROSPECTION.test(query)
      ? 'Introspection is available to administrators only.'
      : 'Only the operations this web site was built with may run without an administrator session, and this is not one of them (reload the page if the site has just been updated).';
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/**
 * Applies the policy to one operation request and tidies it in place for Apollo Server: a hash
 * found in the manifest runs its manifest body (any text sent with it is dropped, so a client
 * whose printing differs by a space still matches: over the socket Apollo's link sends its text
 * with the hash); an unknown hash sent
 * with its text (Apollo's link retrying after PERSISTED_QUERY_NOT_FOUND) is dropped, leaving the
 * text to be judged. Returns the refusal when the operation may not run. Over HTTP a text that is
 * not its hash's is refused before this (allowedOperationsOnly).
 */
export function admitOperation(
  request: OperationRequest,
  allowedOperations: AllowedOperationsPolicy,
  viewer: Viewer | null,
): GraphQLError | undefined {
  const hash = persistedHashOf(request);
  if (hash !== undefined) {
    if (allowedOperations.trusted.body(hash) !== undefined) delete request.query;
    else if (typeof request.query === 'string') delete (request.extensions as Record<string, unknown>).persistedQuery;
    // A hash alone that the manifest lacks: Apollo answers PERSISTED_QUERY_NOT_FOUND.
    else return undefined;
  }
  if (!heldToTrustedDocuments(allowedOperations, viewer) || allowedOperations.trusted.includes(request)) return undefined;
  return untrustedOperationError(request.query);
}

/** The operations of an HTTP request: a GET's query string, a POST's body or batch (uploads included). */
function operationsOf(req: Request): OperationRequest[] {
  if (req.method === 'GET') {
    const { query, extensions } = req.query as Record<string, unknown>;
    let parsedExtensions: unknown;
    try {
      parsedExtensions = typeof extensions === 'string' ? JSON.parse(extensions) : undefined;
    } catch {
      parsedExtensions = undefined;
    }
    return [{ query, extensions: parsedExtensions }];
  }
  const body: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
  return body.filter((item): item is OperationRequest => typeof item === 'object' && item !== null);
}

/**
 * Applies the policy to each operation of an HTTP request before Apollo Server parses anything: an
 * operation a session may not run is refused as a whole request (403), so nobody outside the
 * trusted list learns even which fields exist. Before that, a malformed `persistedQuery` (a text
 * sent with a hash that is not its SHA-256, an unsupported version) is refused with 400 as Apollo
 * Server would, but with a code and a message that says so (trusted-documents.ts), over GET and
 * POST alike.
 */
export function allowedOperationsOnly(allowedOperations: AllowedOperationsPolicy): RequestHandler {
  return (req, res, next) => {
    for (const operation of operationsOf(req)) {
      const refusal = persistedQueryError(operation) ?? admitOperation(operation, allowedOperations, req.viewer);
      if (refusal) {
        res.status(refusal.extensions.code === 'FORBIDDEN' ? 403 : 400).json({
          errors: [{ message: refusal.message, extensions: { code: refusal.extensions.code, requestId: requestIdOf(req) } }],
        });
        return;
      }
    }
    next();
  };
}
