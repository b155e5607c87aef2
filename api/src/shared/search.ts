import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * `!` escapes LIKE wildcards: unlike a backslash it means the same inside an SQL string on
 * SQLite and on MySQL/MariaDB, so `ESCAPE '!'` reads identically on both.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** `text` with the user's own %, _ and ! taken literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (character) => `!${character}`);
}

/** A LIKE pattern matching `text` anywhere, in lower case. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** Case-insensitive substring search over several columns, the same on SQLite and MySQL/MariaDB. */
export function whereAnyContains<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  columns: string[],
  text: string | null | undefined,
): SelectQueryBuilder<T> {
  if (!text) return query;
  const conditions = columns.map((column) => `LOWER(${column}) LIKE :search ${LIKE_ESCAPE}`);
  return query.andWhere(`(${conditions.join(' OR ')})`, { search: containsPattern(text) });
}

/** The first and last instant of a calendar day in South Africa (UTC+2 all year). */
export function startOfSastDay(date: string): Date {
  return new Date(`${date}T00:00:00.000+02:00`);
}

export function endOfSastDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+02:00`);
}
