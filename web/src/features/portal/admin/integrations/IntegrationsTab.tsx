import { useState } from 'react';
import styled from 'styled-components';
import {
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  type WebhookEndpointRowFragment,
} from '../../../../graphql/generated';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { toast } from '../../../../components/toast-store';
import { SectionHead } from '../../shared/PageHeader';
import { AddEndpointDialog } from './AddEndpointDialog';
import { ConfirmDialog, type Confirmation } from '../../../../components/ConfirmDialog';
import { EditEndpointDialog } from './EditEndpointDialog';
import { EndpointRow, type EndpointActions } from './EndpointRow';
import { SigningSecretDialog, type ShownSecret } from './SigningSecretDialog';

/**
 * Admin panel, Integrations (docs/product.md#admin-panel, docs/integrations.md#webhooks): the
 * webhook endpoints, adding and editing one, its secret shown once, and each one's delivery log.
 */
export function IntegrationsTab() {
  const { data, loading, error, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<WebhookEndpointRowFragment | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [update] = useUpdateWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [remove] = useDeleteWebhookEndpointMutation({
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: variables.id }) });
      cache.gc();
    },
  });
  const endpoints = data?.webhookEndpoints;

  const actions: EndpointActions = {
    edit: setEditing,
    disable: (endpoint) =>
      setConfirmation({
        title: 'Disable this endpoint?',
        description: `No more events go to ${endpoint.url}; deliveries waiting for it are marked failed, and each can be sent again once it is enabled.`,
        confirmLabel: 'Disable endpoint',
        busyLabel: 'Disabling…',
        run: async () => {
          await update({ variables: { id: endpoint.id, input: { enabled: false } } });
          toast({ description: `${endpoint.url} is disabled.`, variant: 'success' });
        },
      }),
    rotate: (endpoint) =>
      setConfirmation({
        title: 'Rotate the signing secret?',
        description: `A new secret replaces the old one at once: ${endpoint.url} must be given the new one, or it will reject the next events.`,
        confirmLabel: 'Rotate secret',
        busyLabel: 'Rotating…',
        run: async () => {
          const { data: rotated } = await rotate({ variables: { id: endpoint.id } });
          if (rotated) setShownSecret({ url: endpoint.url, secret: rotated.rotateWebhookSecret.secret, rotated: true });
        },
      }),
    remove: (endpoint) =>
      setConfirmation({
        title: 'Delete this endpoint?',
        description: `${endpoint.url} receives nothing more, and its delivery log is deleted with it. This cannot be undone.`,
        confirmLabel: 'Delete endpoint',
        busyLabel: 'Deleting…',
        run: async () => {
          await remove({ variables: { id: endpoint.id } });
          toast({ description: `${endpoint.url} was deleted.`, variant: 'success' });
        },
      }),
  };

  return (
    <Card as="section" aria-labelledby="integrations-heading">
      <SectionHead>
        <h2 id="integrations-heading">Integrations</h2>
        <AddEndpointDialog onCreated={({ url, secret }) => setShownSecret({ url, secret, rotated: false })} />
      </SectionHead>
      <Intro>
        Webhooks tell the firm’s other systems what happens in the portal: each event is POSTed as JSON, signed with the endpoint’s secret
        (Standard Webhooks), and retried for days if the system does not answer. Payloads carry ids, never a client’s documents or messages.
      </Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!endpoints}
        empty={endpoints?.length === 0}
        loadingText="Loading the endpoints…"
        emptyText="No endpoints yet. Add one to send events to another system."
        errorText="We could not load the endpoints."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List>
          {endpoints?.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} actions={actions} />
          ))}
        </List>
      </DataState>
      {editing && <EditEndpointDialog key={editing.id} endpoint={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      <SigningSecretDialog shown={shownSecret} onClose={() => setShownSecret(null)} />
    </Card>
  );
}

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
