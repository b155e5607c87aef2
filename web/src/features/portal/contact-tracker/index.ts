/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { RecentSubmissions } from './RecentSubmissions';
export { SubmissionCounters } from './SubmissionCounters';
export { recentSubmissionsVariables } from './contact-submissions-variables';
