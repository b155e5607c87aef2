/**
 * Whether `error` is a unique index refusing an insert or update, on either driver, raw or wrapped
 * in TypeORM's QueryFailedError: better-sqlite3's SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY),
 * MySQL's and MariaDB's ER_DUP_ENTRY. A rule that a unique index enforces (one letter waiting per
 * engagement, say) turns it into its own refusal.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, driverError, cause } = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
    current = driverError ?? cause;
  }
  return false;
}
