import {
  DOCUMENTS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  RECENT_ACTIVITY,
  RECENT_SUBMISSIONS,
  SUBMISSIONS_PAGE_SIZE,
} from '../shared/page-sizes';

/** One query a page runs before anything is on screen, exactly as its component sends it. */
export interface FirstScreenOperation {
  operationName: string;
  variables: Record<string, unknown>;
  /** Only for viewers of this kind; absent: everyone who opens the page. */
  for?: 'client' | 'admin' | 'staff';
}

/** Every signed-in page: the session check and the sidebar's unread counts. */
export const shellOperations: FirstScreenOperation[] = [
  { operationName: 'Me', variables: {} },
  { operationName: 'SidebarCounts', variables: {} },
];

/** /login: the demo accounts' hint (LoginPage). */
export const loginOperations: FirstScreenOperation[] = [{ operationName: 'AppInfo', variables: {} }];

/**
 * The queries each portal page starts with. The server runs them while it answers the page's
 * HTML and writes their answers into it, so the page's data is there the moment its code is,
 * instead of a round trip later (web/prerender writes this table to dist/portal-first-screen.json
 * for the api). Each answer is used once, by the query with the same name and variables; a page
 * whose query differs (a filter in the address, say) simply asks the server as before.
 */
export const firstScreenOperations: Record<string, FirstScreenOperation[]> = {
  '/portal': [
    { operationName: 'WaitingForYou', variables: {}, for: 'client' },
    { operationName: 'DashboardSummary', variables: {} },
    { operationName: 'ContactSubmissionCounts', variables: {}, for: 'admin' },
    { operationName: 'ContactSubmissions', variables: { first: RECENT_SUBMISSIONS }, for: 'admin' },
  ],
  '/portal/documents': [{ operationName: 'Documents', variables: { first: DOCUMENTS_PAGE_SIZE } }],
  '/portal/engagements': [{ operationName: 'Engagements', variables: {} }],
  '/portal/tasks': [{ operationName: 'Tasks', variables: {} }],
  '/portal/appointments': [{ operationName: 'Appointments', variables: { search: null } }],
  '/portal/messages': [
    { operationName: 'Messages', variables: { first: MESSAGES_PAGE_SIZE, direction: 'RECEIVED', unreadOnly: true } },
    { operationName: 'Messages', variables: { first: MESSAGES_PAGE_SIZE, direction: 'RECEIVED' } },
    { operationName: 'Messages', variables: { first: MESSAGES_PAGE_SIZE, direction: 'SENT' } },
  ],
  '/portal/notifications': [
    { operationName: 'Notifications', variables: { unreadOnly: false, first: NOTIFICATIONS_PAGE_SIZE } },
    { operationName: 'NotificationPreferences', variables: {} },
  ],
  '/portal/contact-tracker': [
    { operationName: 'ContactSubmissionCounts', variables: {}, for: 'admin' },
    { operationName: 'ContactSubmissions', variables: { filter: {}, first: SUBMISSIONS_PAGE_SIZE }, for: 'admin' },
  ],
  '/portal/admin': [
    { operationName: 'AdminStats', variables: {}, for: 'admin' },
    { operationName: 'RecentActivity', variables: { first: RECENT_ACTIVITY }, for: 'admin' },
    { operationName: 'ContactSubmissions', variables: { first: RECENT_SUBMISSIONS }, for: 'admin' },
  ],
};
