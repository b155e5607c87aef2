import { useState } from 'react';

/** A page of jobs as the board's column and the list ask for them. */
interface JobsPage {
  jobs: { nodes: readonly unknown[]; pageInfo: { endCursor?: string | null } };
}

type FetchMore<Query> = (options: {
  variables: { after?: string | null };
  updateQuery: (previous: Query, options: { fetchMoreResult: Query }) => Query;
}) => Promise<unknown>;

/**
 * "Show more" of a paged list of jobs: fetches the page after the last one shown and adds its
 * jobs beneath; `loading` while it is on its way.
 */
export function useShowMore<Query extends JobsPage>(fetchMore: FetchMore<Query>, page: Query['jobs'] | undefined) {
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    setLoading(true);
    try {
      await fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          jobs: { ...fetchMoreResult.jobs, nodes: [...previous.jobs.nodes, ...fetchMoreResult.jobs.nodes] },
        }),
      });
    } finally {
      setLoading(false);
    }
  };
  return { loading, showMore };
}
