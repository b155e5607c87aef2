// How many records each list asks for at once. Here, apart from the pages, because the first
// screen's table (first-screen.ts) sends the same numbers and is read at build time without them.

export const DOCUMENTS_PAGE_SIZE = 24;
export const MESSAGES_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** The dashboard's short list of the newest contact submissions. */
export const RECENT_SUBMISSIONS = 5;
export const SUBMISSIONS_PAGE_SIZE = 20;
/** The Admin panel overview's latest audit entries. */
export const RECENT_ACTIVITY = 8;
