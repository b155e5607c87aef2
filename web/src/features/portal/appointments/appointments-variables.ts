/**
 * The Appointments query's variables: the settled search, or null. The page opens with none, and
 * the server asks the same (shell/portal-page-table.ts).
 */
export const appointmentsVariables = (search = '') => ({ search: search || null });
