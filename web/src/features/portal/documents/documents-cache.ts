import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import {
  DocumentCardFragmentDoc,
  DocumentPersonFragmentDoc,
  type DocumentCardFragment,
  type DocumentFilter,
  type DocumentsQuery,
} from '../../../graphql/generated';

/** The card fragment with the person fragment it spreads (codegen's document holds only its own). */
const documentCardDocument: DocumentNode = {
  kind: DocumentCardFragmentDoc.kind,
  definitions: [...DocumentCardFragmentDoc.definitions, ...DocumentPersonFragmentDoc.definitions],
};

type CachedDocumentConnection = Omit<DocumentsQuery['documents'], 'nodes'> & { nodes: Reference[] };

interface StoredDocumentsArgs {
  after?: string | null;
  filter?: DocumentFilter | null;
}

/** The arguments a cached `documents` entry was stored under: `documents({"filter":…,"first":24})`. */
function storedArgs(storeFieldName: string): StoredDocumentsArgs | null {
  const rest = storeFieldName.slice('documents'.length);
  if (rest === '') return {};
  try {
    if (rest.startsWith('(')) return JSON.parse(rest.slice(1, -1)) as StoredDocumentsArgs;
    if (rest.startsWith(':')) return JSON.parse(rest.slice(1)) as StoredDocumentsArgs;
  } catch {
    // An unreadable key is left alone.
  }
  return null;
}

/** The server's filter rules (DocumentsService.list), applied to one document. */
export function matchesFilter(document: DocumentCardFragment, filter: DocumentFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.category && document.category !== filter.category) return false;
  if (filter.status && document.status !== filter.status) return false;
  if (filter.clientId && document.owner?.id !== filter.clientId) return false;
  const search = filter.search?.trim().toLowerCase();
  if (search && !document.originalName.toLowerCase().includes(search) && !(document.description ?? '').toLowerCase().includes(search))
    return false;
  return true;
}

/**
 * After an upload, approval or rejection: writes the document and puts it in (or takes it out
 * of) every cached list whose filters it now matches (or no longer matches), newest first, so
 * no list is fetched again.
 */
export function placeDocumentInLists(cache: ApolloCache<unknown>, document: DocumentCardFragment) {
  const ref = cache.writeFragment({ fragment: documentCardDocument, fragmentName: 'DocumentCard', data: document });
  if (!ref) return;
  cache.modify<{ documents: CachedDocumentConnection }>({
    fields: {
      documents(existing, { storeFieldName, readField }) {
        const args = storedArgs(storeFieldName);
        if (!existing || isReference(existing) || !existing.nodes || !args || args.after) return existing;
        const listed = existing.nodes.some((node) => readField('id', node) === document.id);
        const belongs = matchesFilter(document, args.filter);
        if (listed && !belongs) {
          return {
            ...existing,
            totalCount: Math.max(0, existing.totalCount - 1),
            nodes: existing.nodes.filter((node) => readField('id', node) !== document.id),
          };
        }
        if (listed || !belongs) return existing;
        const position = existing.nodes.findIndex((node) => String(readField('createdAt', node)) < document.createdAt);
        // Older than everything loaded while more pages wait: it belongs on a later page.
        if (position === -1 && existing.pageInfo.hasNextPage) return { ...existing, totalCount: existing.totalCount + 1 };
        const nodes = [...existing.nodes];
        nodes.splice(position === -1 ? nodes.length : position, 0, ref);
        return { ...existing, totalCount: existing.totalCount + 1, nodes };
      },
    },
  });
}

/** A download was started: count it on the card at once (the server counts it too). */
export function countDownload(cache: ApolloCache<unknown>, documentId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Document', id: documentId }),
    fields: { downloadCount: (count: number) => count + 1 },
  });
}
