/** The Admin panel overview's latest audit entries. */
export const RECENT_ACTIVITY = 8;

/** The RecentActivity query's variables, as the overview and the server (shell/portal-page-table.ts) send them. */
export const recentActivityVariables = { first: RECENT_ACTIVITY };
