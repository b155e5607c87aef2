import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useLetterListQuery, type LetterRowFragment } from '../../../graphql/generated';
import { AdminRecordList } from '../../../components/AdminRecordList';
import { Card } from '../../../components/Card';
import { deferredDialog } from '../../../components/deferred-dialog';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { letterFilterChoices, letterListVariables, type LetterFilterChoice } from './letter-list-filter';
import { StaffLetterRow } from './StaffLetterRow';

// The withdraw dialog's code (its form and zod) comes when it is first opened, not with the list.
const WithdrawLetterDialog = deferredDialog(
  () => import('./WithdrawLetterDialog').then((module) => module.WithdrawLetterDialog),
  (props) => props.letter !== null,
);

/** The letters staff follow: filtered by where each stands, paged, each with its steps and Withdraw. */
export function StaffLetters() {
  const [choice, setChoice] = useState<LetterFilterChoice>('all');
  const [withdrawing, setWithdrawing] = useState<LetterRowFragment | null>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useLetterListQuery({
    variables: letterListVariables(choice),
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  useListFetchFailureToast(error, 'letters');
  const connection = data?.engagementLetters;

  return (
    <Card>
      <AdminRecordList
        intro="Letters sent to clients from the engagements page, those still waiting for a signature first. A waiting letter can be withdrawn, after which another can be sent."
        filter={{ id: 'letter-status', value: choice, options: letterFilterChoices, onChange: setChoice }}
        count={connection && { total: connection.totalCount, one: 'letter', many: 'letters' }}
        state={{
          loading: loading && !connection && networkStatus !== NetworkStatus.fetchMore,
          error,
          hasData: !!connection,
          empty: connection?.nodes.length === 0,
          loadingText: 'Loading letters…',
          emptyText: choice === 'all' ? 'No letters have been sent yet. Send one from an engagement’s card.' : 'No letters in this state.',
          errorText: listFetchFailed('letters'),
          onRetry: () => void refetch().catch(() => undefined),
        }}
        more={{
          available: !!connection?.pageInfo.hasNextPage,
          loading: networkStatus === NetworkStatus.fetchMore,
          // The cache's pagination policy for `engagementLetters` appends the page (web/src/lib/apollo.ts).
          load: () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
          failure: 'Could not load more letters.',
        }}
      >
        {connection?.nodes.map((letter) => (
          <StaffLetterRow key={letter.id} letter={letter} onWithdraw={setWithdrawing} />
        ))}
      </AdminRecordList>
      <WithdrawLetterDialog.Deferred
        letter={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => void refetch().catch(() => undefined)}
      />
    </Card>
  );
}
