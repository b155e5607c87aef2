import { setupServer } from 'msw/node';
import { graphql, HttpResponse } from 'msw';
import type { SidebarCountsQuery } from '../graphql/generated';
import { summary, summaryIs } from '../features/portal/dashboard/dashboard-test-kit';

/** The sidebar's unread badges: none, unless a test says otherwise. */
export const sidebarCountsAre = (counts: Omit<SidebarCountsQuery, '__typename'>) =>
  graphql.query<SidebarCountsQuery>('SidebarCounts', () => HttpResponse.json({ data: counts }));

/**
 * The shared msw server; each test adds the handlers it needs with server.use(...). The standing
 * answers are the dashboard's summary and the sidebar's unread counts (all zero), because every
 * portal test shows them without caring about their numbers.
 */
export const server = setupServer(summaryIs(summary()), sidebarCountsAre({ unreadMessageCount: 0, unreadNotificationCount: 0 }));
