import { useState } from 'react';

/** A page of a connection as the board's column, the list and the Recurring tab ask for it. */
interface Page {
  nodes: readonly unknown[];
  pageInfo: { endCursor?: string | null };
}

type FetchMore<Query> = (options: {
  variables: { after?: string | null };
  updateQuery: (previous: Query, options: { fetchMoreResult: Query }) => Query;
}) => Promise<unknown>;

/**
 * "Show more" of a paged list (the connection at `field` of the query: `jobs`, `jobSeriesList`):
 * fetches the page after the last one shown and adds its nodes beneath; `loading` while it is on
 * its way.
 */
export function useShowMore<Query extends Record<Field, Page>, Field extends string = 'jobs'>(
  fetchMore: FetchMore<Query>,
  page: Query[Field] | undefined,
  field: Field = 'jobs' as Field,
) {
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    setLoading(true);
    try {
      await fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          [field]: { ...fetchMoreResult[field], nodes: [...previous[field].nodes, ...fetchMoreResult[field].nodes] },
        }),
      });
    } finally {
      setLoading(false);
    }
  };
  return { loading, showMore };
}
