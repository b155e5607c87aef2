/**
 * The names of the fields whose new value differs from the stored one, in the order given: what
 * the audit log records for an edit. Numbers are compared as numbers (a decimal read from MySQL
 * is a string until its transformer runs).
 */
export function changedFields<Stored extends object>(stored: Stored, changes: Partial<Stored>, fields: readonly string[]): string[] {
  const before = stored as Record<string, unknown>;
  const after = changes as Record<string, unknown>;
  return fields.filter((field) => field in after && !sameValue(before[field], after[field]));
}

function sameValue(stored: unknown, next: unknown): boolean {
  if (typeof next === 'number') return Number(stored) === next;
  return (stored ?? null) === (next ?? null);
}
