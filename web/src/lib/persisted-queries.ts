import { ApolloLink } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getOperationName } from '@apollo/client/utilities';

/** Operation name -> id in the manifest of trusted documents. */
export type PersistedQueryIds = Record<string, string>;

// Defined by the web build (vite-persisted-queries.ts): true when it wrote a manifest.
declare const __PERSISTED_QUERIES__: boolean | undefined;

const registered: PersistedQueryIds = {};

/**
 * Called by each operation's module as it loads, in a build with a manifest (the web build adds
 * the call): a page knows the ids of the operations it has loaded, not all of them.
 * @public Called only from code that vite-persisted-queries.ts writes into the build.
 */
export function registerPersistedQueryId(operationName: string, id: string): void {
  registered[operationName] = id;
}

/**
 * The ids this bundle was built with, filled as operations load; null under the Vite dev server
 * and in jest (where msw handlers read the query text), so those send the text as before.
 */
export const builtPersistedQueryIds: PersistedQueryIds | null =
  typeof __PERSISTED_QUERIES__ !== 'undefined' && __PERSISTED_QUERIES__ ? registered : null;

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
