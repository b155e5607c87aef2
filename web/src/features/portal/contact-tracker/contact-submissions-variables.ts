import type { ContactSubmissionType } from '../../../graphql/generated';

export const SUBMISSIONS_PAGE_SIZE = 20;
/** docs/product.md#constants-and-limits: the recent submissions list holds 5 items. */
export const RECENT_SUBMISSIONS = 5;

/**
 * One tracker tab's ContactSubmissions variables. All Submissions (the tab it opens on, and what
 * the server asks: shell/portal-page-table.ts) sends an empty filter, not none, so that it never
 * shares a cache entry with the dashboard's five-item list of the same query.
 */
export const submissionListVariables = (type?: ContactSubmissionType) => ({ filter: type ? { type } : {}, first: SUBMISSIONS_PAGE_SIZE });

/** The five newest submissions (the dashboard, the Admin panel's overview). */
export const recentSubmissionsVariables = { first: RECENT_SUBMISSIONS };
