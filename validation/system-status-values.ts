/**
 * The fixed values of the admin panel's System tab report (docs/product.md#admin-panel): the api
 * fills the report with them (features/admin/system-status.service.ts) and the OpenAPI document
 * describes them (features/users/admin.openapi.ts).
 */

/** How the System tab names the database the app runs on. */
export const databaseDialects = ['SQLite (embedded)', 'MariaDB', 'MySQL'] as const;

/** The two public forms that feed the contact tracker. */
export const ACTIVE_FORMS = ['Get in Touch', 'Schedule Consultation'];

/**
 * The longest `detail` a check of the database or the mail transport answers: the check's own
 * words and, when it fails, the error it met, cut to this.
 */
export const CHECK_DETAIL_MAX_LENGTH = 2000;
