import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { useErasureRequestsQuery, type ErasureRequestRowFragment, type ErasureRequestStatus } from '../../../../graphql/generated';
import { AdminRecordList, AdminRecordRow } from '../../../../components/AdminRecordList';
import type { BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { formatDateTime } from '../../../../lib/format';
import { SectionHead } from '../../shared/PageHeader';
import { clientNameOf } from './client-name';
import { ErasureDecisionDialog, type ErasureDecision } from './ErasureDecisionDialog';

export const ERASURE_PAGE_SIZE = 20;

const statusBadge: Record<ErasureRequestStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved (erased)', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'danger' },
};

type StatusChoice = ErasureRequestStatus | 'all';

const statusChoices: readonly { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All requests' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'DECLINED', label: 'Declined' },
];

/** Admin panel, Privacy requests: clients' erasure requests, pending first, each approved or declined. */
export function ErasureRequestsTab() {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [decision, setDecision] = useState<ErasureDecision | null>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useErasureRequestsQuery({
    variables: { first: ERASURE_PAGE_SIZE, ...(status === 'all' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.erasureRequests;

  return (
    <Card as="section" aria-labelledby="privacy-requests-heading">
      <SectionHead>
        <h2 id="privacy-requests-heading">Privacy requests</h2>
      </SectionHead>
      <AdminRecordList
        intro={
          <>
            Clients&apos; requests to erase their personal information (POPIA). Approving erases the client at once; declining needs a
            reason, which the client is told.
          </>
        }
        filter={{ id: 'erasure-status', value: status, options: statusChoices, onChange: setStatus }}
        count={connection && { total: connection.totalCount, one: 'request', many: 'requests' }}
        state={{
          loading: loading && networkStatus !== NetworkStatus.fetchMore,
          error,
          hasData: !!connection,
          empty: connection?.nodes.length === 0,
          loadingText: 'Loading privacy requests…',
          emptyText: status === 'all' ? 'No erasure requests yet.' : 'No requests in this state.',
          errorText: 'We could not load the privacy requests.',
          onRetry: () => void refetch().catch(() => undefined),
        }}
        more={{
          available: !!connection?.pageInfo.hasNextPage,
          loading: networkStatus === NetworkStatus.fetchMore,
          // The cache's pagination policy for `erasureRequests` appends the page (web/src/lib/apollo.ts).
          load: () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
          failure: 'Could not load more requests.',
        }}
      >
        {connection?.nodes.map((request) => (
          <RequestRow key={request.id} request={request} onDecide={setDecision} />
        ))}
      </AdminRecordList>
      <ErasureDecisionDialog
        decision={decision}
        onClose={() => {
          setDecision(null);
          void refetch().catch(() => undefined);
        }}
      />
    </Card>
  );
}

function RequestRow({ request, onDecide }: { request: ErasureRequestRowFragment; onDecide: (decision: ErasureDecision) => void }) {
  const name = clientNameOf(request);
  return (
    <AdminRecordRow
      label={name}
      title={name}
      badge={statusBadge[request.status]}
      detail={
        <>
          {request.client?.email} · Requested {formatDateTime(request.createdAt)}
          {request.decidedAt && ` · Decided ${formatDateTime(request.decidedAt)}`}
          {request.decidedBy && ` by ${fullNameOf(request.decidedBy)}`}
        </>
      }
      actions={
        request.status === 'PENDING' && (
          <>
            <Button
              $variant="outline"
              $size="sm"
              onClick={() => onDecide({ kind: 'decline', request })}
              aria-label={`Decline ${name}'s request`}
            >
              Decline
            </Button>
            <Button
              $variant="danger"
              $size="sm"
              onClick={() => onDecide({ kind: 'approve', request })}
              aria-label={`Approve ${name}'s request`}
            >
              Approve
            </Button>
          </>
        )
      }
    >
      {request.reason && <Quote>Reason given: {request.reason}</Quote>}
      {request.decisionReason && <Quote>Declined because: {request.decisionReason}</Quote>}
    </AdminRecordRow>
  );
}

const Quote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold400};
  background: ${({ theme }) => theme.colors.canvas};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
