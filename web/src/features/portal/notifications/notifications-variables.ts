export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * The Notifications query's variables. The page opens on every notification, not only the
 * unread, and the server asks the same (shell/portal-page-table.ts).
 */
export const notificationsVariables = (unreadOnly = false) => ({ unreadOnly, first: NOTIFICATIONS_PAGE_SIZE });
