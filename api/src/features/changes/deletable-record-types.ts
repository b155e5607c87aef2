/**
 * The lists a client or staff member syncs (`updated_since`), whose deletions are reported to
 * them: one name per list, as the tombstones table stores it. Every synced list has its name here,
 * deleted records or not, so the day one is deleted its list already reports it.
 */
export const deletableRecordTypes = [
  'document',
  'task',
  'appointment',
  'engagement',
  'message',
  'document_request',
  'invoice',
  'payment',
  'job',
  'job_series',
  'organizer',
  'engagement_letter',
  'bank_statement_line',
  'billing_plan',
  // Never deleted (erasure deactivates and anonymises an account); named so the list reads like the others.
  'client',
] as const;
export type DeletableRecordType = (typeof deletableRecordTypes)[number];

/** How long a deletion is reported: a client that syncs less often than this lists everything again. */
export const DELETIONS_KEPT_DAYS = 90;
