import { useState } from 'react';
import styled from 'styled-components';
import {
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointRowFragment,
} from '../../../../graphql/generated';
import { AdminRecordRow } from '../../../../components/AdminRecordList';
import type { BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../lib/format';
import { serverMessage } from '../../../../lib/graphql-errors';
import { DeliveryLog } from './DeliveryLog';
import { eventValueOf } from './event-names';

/** What the row's buttons ask the tab for: a dialog of the tab's. */
export interface EndpointActions {
  edit(endpoint: WebhookEndpointRowFragment): void;
  disable(endpoint: WebhookEndpointRowFragment): void;
  rotate(endpoint: WebhookEndpointRowFragment): void;
  remove(endpoint: WebhookEndpointRowFragment): void;
}

function stateOf(endpoint: WebhookEndpointRowFragment): { label: string; tone: BadgeTone } {
  if (!endpoint.enabled) return { label: 'Disabled', tone: 'danger' };
  if (endpoint.failingSince) return { label: 'Failing', tone: 'warning' };
  return { label: 'Enabled', tone: 'success' };
}

function lastDelivery(endpoint: WebhookEndpointRowFragment): string {
  if (!endpoint.lastAttemptAt) return 'Nothing sent yet';
  const answer = endpoint.lastResponseStatus === null ? 'no answer' : `HTTP ${endpoint.lastResponseStatus}`;
  return `Last delivery ${formatDateTime(endpoint.lastAttemptAt)}: ${endpoint.lastAttemptSucceeded ? 'delivered' : 'failed'} (${answer})`;
}

/** One endpoint: its address, events and state, its buttons, and its delivery log when opened. */
export function EndpointRow({ endpoint, actions }: { endpoint: WebhookEndpointRowFragment; actions: EndpointActions }) {
  const [showLog, setShowLog] = useState(false);
  const [sendTest, { loading: sending }] = useSendTestWebhookMutation({
    refetchQueries: [WebhookDeliveriesDocument, WebhookEndpointsDocument],
  });
  const [update, { loading: enabling }] = useUpdateWebhookEndpointMutation();
  const name = endpoint.description ?? endpoint.url;

  async function test() {
    try {
      await sendTest({ variables: { endpointId: endpoint.id } });
      toast({ description: `A test event is on its way to ${endpoint.url}.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Could not send a test event', description: serverMessage(failure) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  async function enable() {
    try {
      await update({ variables: { id: endpoint.id, input: { enabled: true } } });
      toast({ description: `${name} receives events again.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Could not enable it', description: serverMessage(failure) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <AdminRecordRow
      label={name}
      title={name}
      badge={stateOf(endpoint)}
      detail={
        <>
          {endpoint.description && <>{endpoint.url} · </>}
          {lastDelivery(endpoint)}
          {endpoint.failingSince && endpoint.enabled && ` · failing since ${formatDateTime(endpoint.failingSince)}`}
        </>
      }
      actions={
        <>
          <Button
            $size="sm"
            $variant="outline"
            aria-expanded={showLog}
            aria-label={`${showLog ? 'Hide delivery log' : 'Delivery log'} of ${name}`}
            onClick={() => setShowLog((open) => !open)}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          {endpoint.enabled && (
            <Button $size="sm" $variant="outline" disabled={sending} aria-label={`Send test event to ${name}`} onClick={() => void test()}>
              {sending ? 'Sending…' : 'Send test event'}
            </Button>
          )}
          <Button $size="sm" $variant="outline" aria-label={`Edit ${name}`} onClick={() => actions.edit(endpoint)}>
            Edit
          </Button>
          {endpoint.enabled ? (
            <Button $size="sm" $variant="outline" aria-label={`Disable ${name}`} onClick={() => actions.disable(endpoint)}>
              Disable
            </Button>
          ) : (
            <Button $size="sm" $variant="outline" disabled={enabling} aria-label={`Enable ${name}`} onClick={() => void enable()}>
              {enabling ? 'Enabling…' : 'Enable'}
            </Button>
          )}
          <Button $size="sm" $variant="outline" aria-label={`Rotate secret of ${name}`} onClick={() => actions.rotate(endpoint)}>
            Rotate secret
          </Button>
          <Button $size="sm" $variant="danger" aria-label={`Delete ${name}`} onClick={() => actions.remove(endpoint)}>
            Delete
          </Button>
        </>
      }
    >
      {!endpoint.enabled && endpoint.disabledReason && (
        <Reason>
          {endpoint.disabledReason}
          {endpoint.disabledAt && ` (${formatDateTime(endpoint.disabledAt)})`}
        </Reason>
      )}
      <Events aria-label="Events">
        {endpoint.events.map((event) => (
          <li key={event}>
            <code>{eventValueOf(event)}</code>
          </li>
        ))}
      </Events>
      {showLog && <DeliveryLog endpointId={endpoint.id} endpointEnabled={endpoint.enabled} />}
    </AdminRecordRow>
  );
}

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Events = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
