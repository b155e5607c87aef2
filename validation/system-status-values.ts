/**
 * The fixed values of the admin panel's System tab report (docs/product.md#admin-panel): the api
 * fills the report with them (features/admin/system-status.service.ts) and the OpenAPI document
 * describes them (features/users/admin.openapi.ts).
 */

/** How the System tab names the database the app runs on. */
export const databaseDialects = ['SQLite (embedded)', 'MariaDB', 'MySQL'] as const;

/** The two public forms that feed the contact tracker. */
export const ACTIVE_FORMS = ['Get in Touch', 'Schedule Consultation'];
