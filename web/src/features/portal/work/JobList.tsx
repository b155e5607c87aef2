import { useJobListQuery, type JobListQuery } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { useShowMore } from './use-show-more';
import type { JobFilterVariables } from './work-filters';
import { dueText, personName } from './JobCard';

const LIST_PAGE = 25;

/** The list view: the same open jobs as the board, one row each, soonest due first. */
export function JobList({ variables }: { variables: JobFilterVariables }) {
  const { data, loading, error, fetchMore, refetch } = useJobListQuery({
    variables: { first: LIST_PAGE, ...variables },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.jobs;
  const { loading: more, showMore } = useShowMore<JobListQuery>(fetchMore, page);
  return (
    <DataState
      loading={loading}
      error={error}
      hasData={!!page}
      empty={!!page && page.nodes.length === 0}
      loadingText="Loading the jobs…"
      emptyText="No open jobs match these filters."
      errorText={listFetchFailed('the jobs')}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      {page && (
        <Card>
          <TableScroll tabIndex={0} role="region" aria-label="Open jobs, soonest due first (scrolls sideways)">
            <RecordTable aria-label="Open jobs, soonest due first">
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Client</th>
                  <th scope="col">Stage</th>
                  <th scope="col">Due</th>
                  <th scope="col">Assigned to</th>
                </tr>
              </thead>
              <tbody>
                {page.nodes.map((job) => (
                  <tr key={job.id}>
                    <th scope="row">{job.title}</th>
                    <td>{personName(job.client) ?? ''}</td>
                    <td>{job.stageName}</td>
                    <td>
                      {dueText(job)} {job.isOverdue && <Badge $tone="danger">Overdue</Badge>}
                    </td>
                    <td>{personName(job.assignee) ?? 'Nobody'}</td>
                  </tr>
                ))}
              </tbody>
            </RecordTable>
          </TableScroll>
          <p>
            Showing {page.nodes.length} of {page.totalCount}.{' '}
            {page.pageInfo.hasNextPage && (
              <Button $variant="ghost" $size="sm" onClick={() => void showMore()} disabled={more}>
                {more ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </p>
        </Card>
      )}
    </DataState>
  );
}
