import { createCache } from '../../../lib/apollo';
import {
  NotificationCardFragmentDoc,
  NotificationsDocument,
  SidebarCountsDocument,
  type NotificationCardFragment,
  type NotificationsQuery,
  type NotificationsQueryVariables,
  type SidebarCountsQuery,
} from '../../../graphql/generated';
import { addNotificationToCache } from './useNotificationFeed';

const notification = (id: string): NotificationCardFragment => ({
  __typename: 'Notification',
  id,
  type: 'SUCCESS',
  category: 'DOCUMENT',
  title: 'Document approved',
  content: 'Your document "Trial Balance.xlsx" has been approved.',
  isRead: false,
  readAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  actionUrl: '/portal/documents',
});

function seed(cache: ReturnType<typeof createCache>, variables: NotificationsQueryVariables, nodes: NotificationCardFragment[]) {
  cache.writeQuery<NotificationsQuery, NotificationsQueryVariables>({
    query: NotificationsDocument,
    variables,
    data: {
      notifications: {
        __typename: 'NotificationConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes,
      },
      unreadNotificationCount: nodes.filter((node) => !node.isRead).length,
    },
  });
}

const read = (cache: ReturnType<typeof createCache>, variables: NotificationsQueryVariables) =>
  cache.readQuery<NotificationsQuery, NotificationsQueryVariables>({ query: NotificationsDocument, variables })!;

describe('a pushed notification in the cache', () => {
  it('goes to the top of the lists, and the unread counts of the page and the sidebar go up', () => {
    const cache = createCache();
    seed(cache, { unreadOnly: false, first: 50 }, [notification('old')]);
    seed(cache, { unreadOnly: true, first: 50 }, [notification('old')]);
    cache.writeQuery<SidebarCountsQuery>({ query: SidebarCountsDocument, data: { unreadMessageCount: 0, unreadNotificationCount: 1 } });

    // Apollo stores the subscription's answer itself before handing it over.
    cache.writeFragment({ fragment: NotificationCardFragmentDoc, fragmentName: 'NotificationCard', data: notification('new') });
    expect(addNotificationToCache(cache, notification('new'))).toBe(true);

    const all = read(cache, { unreadOnly: false, first: 50 });
    expect(all.notifications.nodes.map((node) => node.id)).toEqual(['new', 'old']);
    expect(all.notifications.totalCount).toBe(2);
    expect(all.unreadNotificationCount).toBe(2);
    expect(read(cache, { unreadOnly: true, first: 50 }).notifications.nodes.map((node) => node.id)).toEqual(['new', 'old']);
    expect(cache.readQuery<SidebarCountsQuery>({ query: SidebarCountsDocument })!.unreadNotificationCount).toBe(2);
  });

  it('is counted once when a list fetched after it was created already holds it', () => {
    const cache = createCache();
    seed(cache, { unreadOnly: false, first: 50 }, [notification('same')]);
    expect(addNotificationToCache(cache, notification('same'))).toBe(false);
    expect(read(cache, { unreadOnly: false, first: 50 }).notifications.totalCount).toBe(1);
    expect(read(cache, { unreadOnly: false, first: 50 }).unreadNotificationCount).toBe(1);
  });
});
