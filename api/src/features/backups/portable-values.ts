/**
 * How a column's values travel in an archive, whatever database wrote them: dates as ISO
 * strings (UTC), booleans as booleans, JSON columns as JSON, numbers as numbers, text as text.
 */
export type PortableKind = 'string' | 'integer' | 'decimal' | 'boolean' | 'datetime' | 'json';

export type Dialect = 'sqlite' | 'mysql';

export interface PortableColumn {
  name: string;
  kind: PortableKind;
}

/** A stored value in its portable form. */
export function toPortable(kind: PortableKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : Number(value) !== 0;
    case 'integer':
    case 'decimal':
      return Number(value);
    case 'datetime':
      return storedInstant(value).toISOString();
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'string':
      return Buffer.isBuffer(value) ? value.toString('utf8') : textOf(value);
  }
}

/** A portable value as the target database stores it (the form TypeORM itself writes). */
export function fromPortable(kind: PortableKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'datetime':
      // "YYYY-MM-DD HH:mm:ss.SSS" in UTC: what TypeORM writes to SQLite, and a literal MySQL and
      // MariaDB read the same way on a connection whose time zone is UTC.
      return new Date(textOf(value)).toISOString().replace('T', ' ').replace('Z', '');
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/**
 * A value as text: a scalar (all that the columns and an archive's values hold) as String() writes
 * it; an object, which none is, whole as JSON rather than as "[object Object]".
 */
function textOf(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * SQLite keeps datetimes as UTC text without a zone ("2026-01-31 09:00:00" or with
 * milliseconds); mysql2 hands back Date objects (the connection's time zone is UTC).
 */
function storedInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  let text = String(value);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)) text = text.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text += 'Z';
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw new Error(`"${String(value)}" is not a date and time`);
  return instant;
}

/** The portable kind of a column from the type the database reports for it. */
export function kindOfStoredType(dialect: Dialect, type: string): PortableKind {
  const name = type.toLowerCase();
  // TypeORM stores booleans as tinyint on MySQL and MariaDB, and uses tinyint for nothing else.
  if (name === 'boolean' || (dialect === 'mysql' && name.startsWith('tinyint'))) return 'boolean';
  if (/^(datetime|timestamp|date)/.test(name)) return 'datetime';
  if (/^(decimal|numeric|real|float|double)/.test(name)) return 'decimal';
  if (/^(integer|int|bigint|smallint|mediumint|tinyint)/.test(name)) return 'integer';
  return 'string';
}
