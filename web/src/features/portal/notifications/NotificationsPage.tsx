import { useCallback, useState } from 'react';
import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import {
  useMarkNotificationReadMutation,
  useNotificationsQuery,
  type NotificationCardFragment,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { PageHeader } from '../shared/PageHeader';
import { NotificationCard } from './NotificationCard';
import { NotificationSettings } from './NotificationSettings';
import { SwitchField } from './SwitchField';
import { notificationsVariables } from './notifications-variables';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { notificationsVariables };

/**
 * After a notification turns read: the unread count drops and the unread-only lists lose it.
 * The card itself updates through the normalised cache.
 */
function settleRead(cache: ApolloCache<unknown>, read: NotificationCardFragment) {
  cache.modify<{ unreadNotificationCount: number; notifications: { totalCount: number; nodes: Reference[] } }>({
    fields: {
      unreadNotificationCount: (count) => Math.max(0, count - 1),
      notifications(existing, { storeFieldName, readField }) {
        if (!existing || isReference(existing) || !existing.nodes || !storeFieldName.includes('"unreadOnly":true')) return existing;
        const nodes = existing.nodes.filter((node) => readField('id', node) !== read.id);
        return nodes.length === existing.nodes.length ? existing : { ...existing, nodes, totalCount: existing.totalCount - 1 };
      },
    },
  });
}

/** /portal/notifications (docs/product.md#notifications). */
export function NotificationsPage({ user: _user }: { user: SessionUserFragment }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, loading, error, refetch } = useNotificationsQuery({
    variables: notificationsVariables(unreadOnly),
    notifyOnNetworkStatusChange: true,
  });
  useListFetchFailureToast(error, 'notifications');
  const [markReadMutation] = useMarkNotificationReadMutation();
  const markRead = useCallback(
    async (notification: NotificationCardFragment) => {
      try {
        await markReadMutation({
          variables: { id: notification.id },
          update(cache, { data: answer }) {
            if (answer) settleRead(cache, answer.markNotificationRead);
          },
        });
        toast({ description: 'Notification marked as read', variant: 'success' });
      } catch {
        toast({ description: 'Failed to mark notification as read', variant: 'destructive' });
      }
    },
    [markReadMutation],
  );
  const connection = data?.notifications;
  const unreadCount = data?.unreadNotificationCount;

  return (
    <>
      <title>Notifications | Khanya Client Portal</title>
      <PageHeader
        title="Notifications"
        subtitle="Updates about your documents, appointments, messages and tasks."
        badge={unreadCount !== undefined && <Badge $tone={unreadCount > 0 ? 'navy' : 'neutral'}>{unreadCount} unread</Badge>}
        actions={<SwitchField label="Show unread only" checked={unreadOnly} onCheckedChange={setUnreadOnly} />}
      />
      <Layout>
        <div>
          <DataState
            loading={loading}
            error={error}
            hasData={!!connection}
            empty={connection?.nodes.length === 0}
            loadingText="Loading notifications…"
            emptyText={unreadOnly ? "You're all caught up! No unread notifications." : "You'll see notifications here when they arrive."}
            errorText={listFetchFailed('notifications')}
            onRetry={() => void refetch().catch(() => undefined)}
          >
            <List aria-label="Notifications">
              {connection?.nodes.map((notification) => (
                <li key={notification.id}>
                  <NotificationCard notification={notification} onMarkRead={markRead} />
                </li>
              ))}
            </List>
          </DataState>
        </div>
        <aside>
          <NotificationSettings />
        </aside>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.xl} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
