import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import type { ErasureRequestStatus } from '@validation/privacy';
import { useErasureRequestsQuery, type ErasureRequestRowFragment } from '../../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Label, Select } from '../../../../components/Field';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../app/format';
import { SectionHead } from '../../shell/PageHeader';
import { clientNameOf } from './client-name';
import { ErasureDecisionDialog, type ErasureDecision } from './ErasureDecisionDialog';

export const ERASURE_PAGE_SIZE = 20;

const statusBadge: Record<ErasureRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved (erased)', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

type StatusChoice = ErasureRequestStatus | 'all';

/** Admin panel, Privacy requests: clients' erasure requests, pending first, each approved or declined. */
export function ErasureRequestsTab() {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [decision, setDecision] = useState<ErasureDecision | null>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useErasureRequestsQuery({
    variables: { first: ERASURE_PAGE_SIZE, ...(status === 'all' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.erasureRequests;

  async function loadMore() {
    try {
      // The cache's pagination policy for `erasureRequests` appends the page (web/src/app/apollo.ts).
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast({ description: 'Could not load more requests. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card as="section" aria-labelledby="privacy-requests-heading">
      <SectionHead>
        <h2 id="privacy-requests-heading">Privacy requests</h2>
      </SectionHead>
      <Intro>
        Clients&apos; requests to erase their personal information (POPIA). Approving erases the client at once; declining needs a reason,
        which the client is told.
      </Intro>
      <Toolbar>
        <Label htmlFor="erasure-status">Show</Label>
        <Select id="erasure-status" value={status} onChange={(event) => setStatus(event.target.value as StatusChoice)}>
          <option value="all">All requests</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="declined">Declined</option>
        </Select>
        {connection && (
          <Count aria-live="polite">
            {connection.totalCount} {connection.totalCount === 1 ? 'request' : 'requests'}
          </Count>
        )}
      </Toolbar>
      <DataState
        loading={loading && networkStatus !== NetworkStatus.fetchMore}
        error={error}
        hasData={!!connection}
        empty={connection?.nodes.length === 0}
        loadingText="Loading privacy requests…"
        emptyText={status === 'all' ? 'No erasure requests yet.' : 'No requests in this state.'}
        errorText="We could not load the privacy requests."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List>
          {connection?.nodes.map((request) => (
            <RequestRow key={request.id} request={request} onDecide={setDecision} />
          ))}
        </List>
        {connection?.pageInfo.hasNextPage && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={networkStatus === NetworkStatus.fetchMore}>
              Load more
            </Button>
          </More>
        )}
      </DataState>
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
  const badge = statusBadge[request.status];
  return (
    <Row aria-label={name}>
      <Head>
        <h3>{name}</h3>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
      </Head>
      <Detail>
        {request.client?.email} · Requested {formatDateTime(request.createdAt)}
        {request.decidedAt && ` · Decided ${formatDateTime(request.decidedAt)}`}
        {request.decidedBy && ` by ${request.decidedBy.firstName} ${request.decidedBy.lastName}`}
      </Detail>
      {request.reason && <Quote>Reason given: {request.reason}</Quote>}
      {request.decisionReason && <Quote>Declined because: {request.decisionReason}</Quote>}
      {request.status === 'pending' && (
        <Actions>
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
        </Actions>
      )}
    </Row>
  );
}

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  label {
    margin: 0;
  }
  select {
    width: auto;
    min-width: 12rem;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Quote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold400};
  background: ${({ theme }) => theme.colors.canvas};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
