import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { DateUtils } from 'typeorm/util/DateUtils';

/**
 * A parameter as both drivers take it. A date is compared with a datetime column: on SQLite it
 * is sent as the UTC text TypeORM stores there; mysql2 (timezone Z) converts it itself.
 */
export type ReadParameter = string | number | Date | null;

interface PreparedStatement {
  all(...parameters: ReadParameter[]): Record<string, unknown>[];
}

interface SqliteConnection {
  prepare(sql: string): PreparedStatement;
}

/**
 * Reads rows for the few statements every signed-in request sends (its session, its viewer, the
 * people on a list), without TypeORM's query builder: building and aliasing a query and mapping
 * its rows back took about a third of such a request's time. The SQL is written once per reader,
 * on SQLite each statement is prepared once, and values are read by the driver's own conversion
 * (dates, booleans, json, the decimal transformer), so an entity read here equals one read by
 * TypeORM. Statements still pass through the data source's logger, so counting them in tests
 * sees them.
 */
export class RawReads {
  private readonly statements = new Map<string, PreparedStatement>();
  private readonly sqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  async rows(sql: string, parameters: ReadParameter[] = []): Promise<Record<string, unknown>[]> {
    // TypeORM's query runner logs what it sends; the prepared statement is logged here likewise.
    if (!this.sqlite) return this.dataSource.query(sql, parameters);
    this.dataSource.logger.logQuery(sql, parameters);
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection.prepare(sql);
      // Bounded: readers build a handful of fixed statements (IN lists vary by length only).
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    // TypeORM types the conversion's result `any`; for a Date it is the UTC text.
    return statement.all(
      ...parameters.map((value) => (value instanceof Date ? (DateUtils.mixedDateToUtcDatetimeString(value) as string) : value)),
    );
  }

  /** `?, ?, ?` for an IN list of this many values. */
  static placeholders(count: number): string {
    return Array.from({ length: count }, () => '?').join(', ');
  }
}

/**
 * One entity's columns for hand-written reads: `columns('u')` selects them under unique aliases
 * and `hydrate(row, 'u')` builds the entity from a row, as TypeORM would.
 */
export class EntityReader<T extends ObjectLiteral> {
  readonly table: string;
  private readonly metadata: EntityMetadata;
  private readonly readable: ColumnMetadata[];
  private readonly columnLists = new Map<string, string>();
  /** Per alias, each readable column's key in a row (`alias__column`), made once, not per value. */
  private readonly rowKeys = new Map<string, { primary: string; columns: string[] }>();

  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
  ) {
    this.metadata = dataSource.getMetadata(target);
    this.table = quote(this.metadata.tableName);
    // Columns left out of ordinary reads (the password hash) stay out here too; a relation's
    // join column without a property of its own has nothing to be read into.
    this.readable = this.metadata.columns.filter(
      (column) => column.isSelect && !(column.relationMetadata && column.propertyName === column.relationMetadata.propertyName),
    );
  }

  /** The select list for this entity under `alias`: alias.`column` AS `alias__column`, … */
  columns(alias: string): string {
    let list = this.columnLists.get(alias);
    if (!list) {
      list = this.readable
        .map((column) => `${alias}.${quote(column.databaseName)} AS ${quote(`${alias}__${column.databaseName}`)}`)
        .join(', ');
      this.columnLists.set(alias, list);
    }
    return list;
  }

  /** The entity in this row under `alias`, or null when a left join found none. */
  hydrate(row: Record<string, unknown>, alias: string): T | null {
    let keys = this.rowKeys.get(alias);
    if (!keys) {
      keys = {
        primary: `${alias}__${this.metadata.primaryColumns[0].databaseName}`,
        columns: this.readable.map((column) => `${alias}__${column.databaseName}`),
      };
      this.rowKeys.set(alias, keys);
    }
    if (row[keys.primary] == null) return null;
    const entity = this.metadata.create() as Record<string, unknown>;
    const driver = this.dataSource.driver;
    for (let index = 0; index < this.readable.length; index++) {
      const column = this.readable[index];
      entity[column.propertyName] = driver.prepareHydratedValue(row[keys.columns[index]], column);
    }
    return entity as T;
  }
}

/** Backticks quote identifiers on MySQL/MariaDB and on SQLite alike. */
export function quote(identifier: string): string {
  return `\`${identifier.replace(/`/g, '``')}\``;
}

const rawReadsOf = new WeakMap<DataSource, RawReads>();
const readersOf = new WeakMap<DataSource, Map<unknown, EntityReader<ObjectLiteral>>>();

/** The data source's one RawReads (its prepared statements are kept for the process's life). */
export function rawReads(dataSource: DataSource): RawReads {
  let reads = rawReadsOf.get(dataSource);
  if (!reads) rawReadsOf.set(dataSource, (reads = new RawReads(dataSource)));
  return reads;
}

/** The data source's one reader of this entity. */
export function entityReader<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>): EntityReader<T> {
  let readers = readersOf.get(dataSource);
  if (!readers) readersOf.set(dataSource, (readers = new Map<unknown, EntityReader<ObjectLiteral>>()));
  let reader = readers.get(target);
  if (!reader) readers.set(target, (reader = new EntityReader(dataSource, target) as EntityReader<ObjectLiteral>));
  return reader as EntityReader<T>;
}

/** Entities of this type by id, in one statement, in no particular order. */
export async function readByIds<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  ids: readonly string[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  const reader = entityReader(dataSource, target);
  const sql = `SELECT ${reader.columns('e')} FROM ${reader.table} e WHERE e.${quote('id')} IN (${RawReads.placeholders(ids.length)})`;
  const rows = await rawReads(dataSource).rows(sql, [...ids]);
  return rows.map((row) => reader.hydrate(row, 'e') as T);
}
