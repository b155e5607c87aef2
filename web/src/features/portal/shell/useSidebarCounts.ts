import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSidebarCountsQuery } from '../../../graphql/generated';

/**
 * Unread messages and notifications for the sidebar's badges. Read again on every page change
 * (two counts, one small request); marking something read on a page updates the cached count,
 * so the badge follows at once.
 */
export function useSidebarCounts(): Partial<Record<string, number>> {
  const { pathname } = useLocation();
  const { data, refetch } = useSidebarCountsQuery({ fetchPolicy: 'cache-and-network' });
  const shownPath = useRef(pathname);
  useEffect(() => {
    // The query itself has just read the counts for the first page; read again only on a move.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch().catch(() => {
      // A badge is a hint: a failed read keeps the last counts rather than disturbing the page.
    });
  }, [pathname, refetch]);
  return {
    '/portal/messages': data?.unreadMessageCount,
    '/portal/notifications': data?.unreadNotificationCount,
  };
}
