import { useState } from 'react';
import { NetworkStatus, useApolloClient } from '@apollo/client';
import styled from 'styled-components';
import {
  useRedeliverWebhookMutation,
  useWebhookDeliveriesQuery,
  WebhookEndpointsDocument,
  type WebhookDeliveryRowFragment,
  type WebhookDeliveryStatus,
} from '../../../../graphql/generated';
import { AdminRecordList, AdminRecordRow } from '../../../../components/AdminRecordList';
import type { BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../lib/format';
import { serverMessage } from '../../../../lib/graphql-errors';
import { eventValueOf } from './event-names';

export const DELIVERY_PAGE_SIZE = 10;

export const deliveryBadge: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  WAITING: { label: 'Waiting', tone: 'info' },
  SENDING: { label: 'Sending', tone: 'info' },
  RETRYING: { label: 'Retrying', tone: 'warning' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

type StatusChoice = WebhookDeliveryStatus | 'ALL';

const statusChoices: readonly { value: StatusChoice; label: string }[] = [
  { value: 'ALL', label: 'All deliveries' },
  { value: 'WAITING', label: 'Waiting' },
  { value: 'SENDING', label: 'Sending' },
  { value: 'RETRYING', label: 'Retrying' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'FAILED', label: 'Failed' },
];

/** One endpoint's delivery log, newest first, with "Send again" on each delivery. */
export function DeliveryLog({ endpointId, endpointEnabled }: { endpointId: string; endpointEnabled: boolean }) {
  const [status, setStatus] = useState<StatusChoice>('ALL');
  const { data, loading, error, refetch, fetchMore, networkStatus } = useWebhookDeliveriesQuery({
    variables: { id: endpointId, first: DELIVERY_PAGE_SIZE, ...(status === 'ALL' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.webhookEndpoint.deliveries;
  const client = useApolloClient();
  // The endpoint's own line ("Last delivered …", "Failing since …") moves with its deliveries.
  const refresh = () =>
    void Promise.all([refetch(), client.refetchQueries({ include: [WebhookEndpointsDocument] })]).catch(() => undefined);

  return (
    <Log aria-label="Delivery log">
      <AdminRecordList
        intro={
          <>
            A failed try is retried after 1 minute, 5 minutes, 30 minutes, 2, 5 and 10 hours, then daily for three days.{' '}
            <Button $variant="ghost" $size="sm" onClick={refresh}>
              Refresh
            </Button>
          </>
        }
        filter={{ id: `deliveries-${endpointId}`, value: status, options: statusChoices, onChange: setStatus }}
        count={connection && { total: connection.totalCount, one: 'delivery', many: 'deliveries' }}
        state={{
          loading: loading && !connection && networkStatus !== NetworkStatus.fetchMore,
          error,
          hasData: !!connection,
          empty: connection?.nodes.length === 0,
          loadingText: 'Loading the delivery log…',
          emptyText: status === 'ALL' ? 'No deliveries yet. Send a test event to see one.' : 'No deliveries in this state.',
          errorText: 'We could not load the delivery log.',
          onRetry: () => void refetch().catch(() => undefined),
        }}
        more={{
          available: !!connection?.pageInfo.hasNextPage,
          loading: networkStatus === NetworkStatus.fetchMore,
          // The cache's policy for WebhookEndpoint.deliveries appends the page (web/src/lib/apollo.ts).
          load: () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
          failure: 'Could not load more deliveries.',
        }}
      >
        {connection?.nodes.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} canSend={endpointEnabled} />
        ))}
      </AdminRecordList>
    </Log>
  );
}

function DeliveryRow({ delivery, canSend }: { delivery: WebhookDeliveryRowFragment; canSend: boolean }) {
  const [redeliver, { loading }] = useRedeliverWebhookMutation();
  const event = eventValueOf(delivery.eventType);
  const queued = formatDateTime(delivery.createdAt);

  async function sendAgain() {
    try {
      await redeliver({ variables: { deliveryId: delivery.id } });
      toast({ description: `${event} of ${queued} will be sent again now.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Could not send it again', description: serverMessage(failure) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  const facts = [
    `Queued ${queued}`,
    `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`,
    delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : null,
    delivery.durationMs !== null ? `${delivery.durationMs} ms` : null,
    delivery.deliveredAt ? `Delivered ${formatDateTime(delivery.deliveredAt)}` : null,
    delivery.nextAttemptAt ? `Next try ${formatDateTime(delivery.nextAttemptAt)}` : null,
  ].filter(Boolean);

  return (
    <AdminRecordRow
      label={`${event} queued ${queued}`}
      title={event}
      badge={deliveryBadge[delivery.status]}
      detail={facts.join(' · ')}
      actions={
        canSend && (
          <Button
            $size="sm"
            $variant="outline"
            onClick={() => void sendAgain()}
            disabled={loading}
            aria-label={`Send again: ${event} of ${queued}`}
          >
            {loading ? 'Sending…' : 'Send again'}
          </Button>
        )
      }
    >
      {delivery.lastError && delivery.status !== 'DELIVERED' && <Note>Last error: {delivery.lastError}</Note>}
      {delivery.responseExcerpt && <Note>Answer: {delivery.responseExcerpt}</Note>}
    </AdminRecordRow>
  );
}

const Log = styled.section`
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
