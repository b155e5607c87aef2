import { ApolloLink } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getOperationName } from '@apollo/client/utilities';

/** Operation name -> id in the manifest of trusted documents. */
export type PersistedQueryIds = Record<string, string>;

// Defined by the web build (vite-persisted-queries.ts): the ids when it wrote a manifest, else null.
declare const __PERSISTED_QUERY_IDS__: PersistedQueryIds | null | undefined;

/**
 * The ids this bundle was built with; null under the Vite dev server and in jest (where msw
 * handlers read the query text), so those send the text as before.
 */
export const builtPersistedQueryIds: PersistedQueryIds | null =
  typeof __PERSISTED_QUERY_IDS__ === 'undefined' ? null : __PERSISTED_QUERY_IDS__;

const has = (ids: PersistedQueryIds, name: string | null | undefined): name is string => !!name && Object.hasOwn(ids, name);

/**
 * Sends an operation of the manifest as its id alone (`extensions.persistedQuery`), the only form
 * the api accepts in production from sessions other than administrators. Ids are looked up by
 * operation name, never recomputed from the text, so they always match the manifest. Should the
 * server not know an id (a page open across a deploy), Apollo's link retries once with the text.
 * Operations outside the manifest pass untouched.
 */
export function persistedQueriesLink(ids: PersistedQueryIds): ApolloLink {
  const hashed = createPersistedQueryLink({ generateHash: (document) => ids[getOperationName(document)!] });
  return ApolloLink.split((operation) => has(ids, operation.operationName), hashed);
}

/** The `extensions` that name an operation by its id, for requests made without Apollo (uploads). */
export function persistedQueryExtensions(operationName: string, ids = builtPersistedQueryIds) {
  return ids && has(ids, operationName) ? { persistedQuery: { version: 1, sha256Hash: ids[operationName] } } : undefined;
}
