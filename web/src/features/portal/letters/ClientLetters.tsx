import { NetworkStatus } from '@apollo/client';
import { useLetterListQuery } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { EmptyTitle, RecordGrid, ResultCount } from '../../../components/RecordList';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { ClientLetterCard } from './ClientLetterCard';
import { letterListVariables } from './letter-list-filter';
import { LoadMoreLetters } from './LoadMoreLetters';

/** The client's letters, those waiting for their signature first (the server orders them so). */
export function ClientLetters() {
  const { data, loading, error, refetch, fetchMore, networkStatus } = useLetterListQuery({
    variables: letterListVariables(),
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  useListFetchFailureToast(error, 'letters');
  const connection = data?.engagementLetters;
  const count = connection?.totalCount ?? 0;

  return (
    <DataState
      loading={loading && networkStatus !== NetworkStatus.fetchMore}
      error={error}
      hasData={!!connection}
      empty={connection?.nodes.length === 0}
      loadingText="Loading your letters…"
      emptyText={
        <>
          <EmptyTitle>No letters yet</EmptyTitle>
          Your engagement letters appear here when the firm sends you one to sign.
        </>
      }
      errorText={listFetchFailed('letters')}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <ResultCount aria-live="polite">
        {count} {count === 1 ? 'letter' : 'letters'}
      </ResultCount>
      <RecordGrid>
        {connection?.nodes.map((letter) => (
          <li key={letter.id}>
            <ClientLetterCard letter={letter} />
          </li>
        ))}
      </RecordGrid>
      {connection?.pageInfo.hasNextPage && (
        <LoadMoreLetters
          loading={networkStatus === NetworkStatus.fetchMore}
          load={() => fetchMore({ variables: { after: connection.pageInfo.endCursor } })}
        />
      )}
    </DataState>
  );
}
