import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import { useOrganizerListQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { SelectField } from '../../../components/Field';
import { EmptyTitle, RecordGrid, ResultCount } from '../../../components/RecordList';
import { toast } from '../../../components/toast-store';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { OrganizerCard } from './OrganizerCard';
import { organizerFilterChoices, organizerListVariables, type OrganizerFilterChoice } from './organizer-variables';

/**
 * The organizers the viewer may see, those waiting for the client first (soonest due): a client's
 * own, an advisor's clients', everyone's for admins. Staff narrow it by state.
 */
export function OrganizerList({ staff }: { staff: boolean }) {
  const [choice, setChoice] = useState<OrganizerFilterChoice>('all');
  const { data, loading, error, refetch, fetchMore, networkStatus } = useOrganizerListQuery({
    variables: organizerListVariables(choice),
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  useListFetchFailureToast(error, 'organizers');
  const connection = data?.organizers;
  const count = connection?.totalCount ?? 0;

  async function loadMore() {
    if (!connection) return;
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor } });
    } catch {
      toast({ description: 'Could not load more organizers. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <>
      {staff && (
        <Filter>
          <SelectField
            id="organizer-status"
            label="Show"
            value={choice}
            onChange={(event) => setChoice(event.target.value as OrganizerFilterChoice)}
          >
            {organizerFilterChoices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </Filter>
      )}
      <DataState
        loading={loading && networkStatus !== NetworkStatus.fetchMore}
        error={error}
        hasData={!!connection}
        empty={connection?.nodes.length === 0}
        loadingText="Loading organizers…"
        emptyText={
          <>
            <EmptyTitle>No organizers {choice === 'all' ? 'yet' : 'here'}</EmptyTitle>
            {staff
              ? 'Send one from an engagement’s card on the Engagements page.'
              : 'When the firm needs to know about your year, they send you an organizer to fill in here.'}
          </>
        }
        errorText={listFetchFailed('organizers')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ResultCount aria-live="polite">
          {count} {count === 1 ? 'organizer' : 'organizers'}
        </ResultCount>
        <RecordGrid>
          {connection?.nodes.map((organizer) => (
            <li key={organizer.id}>
              <OrganizerCard organizer={organizer} staff={staff} />
            </li>
          ))}
        </RecordGrid>
        {connection?.pageInfo.hasNextPage && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={networkStatus === NetworkStatus.fetchMore}>
              Load more
            </Button>
          </More>
        )}
      </DataState>
    </>
  );
}

const Filter = styled.div`
  max-width: 18rem;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
