import { useRef } from 'react';
import { isReference, useApolloClient, type ApolloCache, type Reference } from '@apollo/client';
import { NotificationCardFragmentDoc, useNotificationAddedSubscription, type NotificationCardFragment } from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';

interface CachedConnection {
  totalCount: number;
  nodes: Reference[];
}

/**
 * Keeps the portal live for the signed-in user: each notification the server pushes goes to the
 * top of the cached notification lists, the unread counts (sidebar badge, page badge, dashboard)
 * move with it, and a toast announces it, wherever in the portal the user is.
 */
export function useNotificationFeed() {
  const client = useApolloClient();
  const announced = useRef(new Set<string>());
  useNotificationAddedSubscription({
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification || announced.current.has(notification.id)) return;
      announced.current.add(notification.id);
      addNotificationToCache(client.cache, notification);
      toast({ title: notification.title, description: notification.content });
    },
  });
}

/**
 * Puts a pushed notification into the cached lists and counts; false when a cached list already
 * holds it (a list fetched after it was created, or the same event twice), so nothing is counted twice.
 * Apollo has already stored the notification itself from the subscription's answer.
 */
export function addNotificationToCache(cache: ApolloCache<unknown>, notification: NotificationCardFragment): boolean {
  let listed = false;
  cache.modify<{ notifications: CachedConnection }>({
    fields: {
      notifications(existing, { readField }) {
        if (!isReference(existing) && existing?.nodes?.some((node) => readField('id', node) === notification.id)) listed = true;
        return existing;
      },
    },
  });
  if (listed) return false;
  const reference = cache.writeFragment({ fragment: NotificationCardFragmentDoc, fragmentName: 'NotificationCard', data: notification });
  if (!reference) return false;
  const unread = notification.isRead ? 0 : 1;
  cache.modify<{
    notifications: CachedConnection;
    unreadNotificationCount: number;
    dashboardSummary: { unreadNotifications: number };
  }>({
    fields: {
      notifications(existing) {
        if (isReference(existing) || !existing?.nodes) return existing;
        return { ...existing, totalCount: existing.totalCount + 1, nodes: [reference, ...existing.nodes] };
      },
      unreadNotificationCount: (count) => count + unread,
      dashboardSummary(existing) {
        if (isReference(existing) || !existing) return existing;
        return { ...existing, unreadNotifications: existing.unreadNotifications + unread };
      },
    },
  });
  return true;
}
