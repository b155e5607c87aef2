/**
 * The lists whose deletions are reported to a client syncing them (`updated_since`): one name per
 * list, as the tombstones table stores it.
 */
export const deletableRecordTypes = ['document', 'task', 'appointment', 'engagement', 'message', 'document_request'] as const;
export type DeletableRecordType = (typeof deletableRecordTypes)[number];

/** How long a deletion is reported: a client that syncs less often than this lists everything again. */
export const DELETIONS_KEPT_DAYS = 90;
