import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { NetworkStatus } from '@apollo/client';
import { useContactSubmissionsQuery, type ContactSubmissionType } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { SubmissionCard } from './SubmissionCard';
import { submissionListVariables } from './contact-submissions-variables';

interface SubmissionListProps {
  /** Absent for All Submissions. */
  type?: ContactSubmissionType;
  emptyText: string;
}

/** One tab of the tracker: its submissions, newest first, a page at a time. */
export function SubmissionList({ type, emptyText }: SubmissionListProps) {
  const { data, loading, error, refetch, fetchMore, networkStatus } = useContactSubmissionsQuery({
    variables: submissionListVariables(type),
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.contactSubmissions;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  async function loadMore() {
    try {
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast({ description: 'Could not load more submissions. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <DataState
      loading={loading}
      error={error}
      hasData={!!connection}
      empty={connection?.nodes.length === 0}
      loadingText="Loading contact submissions..."
      emptyText={emptyText}
      errorText="We could not load the contact submissions."
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <Cards>
        {connection?.nodes.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} />
        ))}
      </Cards>
      {connection?.pageInfo.hasNextPage && (
        <More>
          <Button $variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading more…' : 'Load more'}
          </Button>
        </More>
      )}
    </DataState>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
