import { isReference, useApolloClient, type Reference } from '@apollo/client';
import {
  ContactSubmissionCardFragmentDoc,
  useContactSubmissionAddedSubscription,
  type ContactSubmissionCardFragment,
} from '../../../graphql/generated';

interface CachedConnection {
  totalCount: number;
  nodes: Reference[];
}

interface CachedCounts {
  total: number;
  getInTouch: number;
  consultations: number;
}

/**
 * The type filter a cached `contactSubmissions` list was fetched with, read from its store key
 * (`contactSubmissions:{"filter":{...}}` under the list's keyArgs).
 */
function typeFilterOf(storeFieldName: string): string | undefined {
  const start = storeFieldName.indexOf('{');
  if (start < 0) return undefined;
  const argumentsText = storeFieldName.slice(start).replace(/\)$/, '');
  try {
    return (JSON.parse(argumentsText) as { filter?: { type?: string } }).filter?.type ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the dashboard and tracker live: each submission the server pushes is put at the top of
 * every cached list it belongs to, and the counters move with it, without a refetch. Lists with
 * other filters (service, text, dates) are left for their next fetch.
 */
export function useContactSubmissionFeed() {
  const client = useApolloClient();
  useContactSubmissionAddedSubscription({
    onData: ({ data }) => {
      const submission = data.data?.contactSubmissionAdded;
      if (submission) addToCache(client.cache, submission);
    },
  });
}

export function addToCache(cache: ReturnType<typeof useApolloClient>['cache'], submission: ContactSubmissionCardFragment) {
  const reference = cache.writeFragment({
    fragment: ContactSubmissionCardFragmentDoc,
    fragmentName: 'ContactSubmissionCard',
    data: submission,
  });
  if (!reference) return;
  cache.modify<{ contactSubmissions: CachedConnection; contactSubmissionCounts: CachedCounts }>({
    fields: {
      contactSubmissions(existing, { storeFieldName, readField }) {
        if (isReference(existing)) return existing;
        const wanted = typeFilterOf(storeFieldName);
        const onlyTypeFilter = !/"(service|search|from|to)":"/.test(storeFieldName);
        if (!onlyTypeFilter || (wanted && wanted !== submission.type)) return existing;
        if (existing.nodes.some((node) => readField('id', node) === submission.id)) return existing;
        return { ...existing, totalCount: existing.totalCount + 1, nodes: [reference, ...existing.nodes] };
      },
      contactSubmissionCounts(existing) {
        if (isReference(existing)) return existing;
        return {
          ...existing,
          total: existing.total + 1,
          getInTouch: existing.getInTouch + (submission.type === 'GET_IN_TOUCH' ? 1 : 0),
          consultations: existing.consultations + (submission.type === 'SCHEDULED_CONSULTATION' ? 1 : 0),
        };
      },
    },
  });
}
