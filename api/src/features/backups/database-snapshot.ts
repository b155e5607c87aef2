import path from 'node:path';
import type { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import type { DataSource, QueryRunner } from 'typeorm';
import { kindOfStoredType, toPortable, type Dialect, type PortableColumn } from './portable-values';

/** A table as the archive describes it: its name and its columns in their portable kinds. */
export interface TableShape {
  name: string;
  columns: PortableColumn[];
  primaryKey: string[];
}

export interface SchemaVersion {
  /** The newest migration applied, e.g. PrivacyConsentAndErasure1795520000000. */
  name: string;
  timestamp: number;
}

/** The database as it was at one instant, read while the server keeps serving. */
export interface DatabaseSnapshot {
  migration: SchemaVersion | null;
  tables: TableShape[];
  /**
   * The table's rows in their portable form, one at a time, for `for await` to read: as they are
   * read (SQLite's copy, synchronously) or as they arrive (MySQL's stream).
   */
  rows(table: TableShape): Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Tables an archive leaves out, and why (docs/operations.md#backups-and-restore). TypeORM's `migrations` table is
 * rebuilt by running the migrations; `sessions` holds the signed-in browsers' cookies, so a
 * restored copy starts with everyone signed out.
 */
export const TABLES_NOT_BACKED_UP = ['migrations', 'sessions', 'typeorm_metadata'];

export function dialectOf(dataSource: DataSource): Dialect {
  return dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

/** Opens a consistent snapshot: a copy of the SQLite file, or one MySQL/MariaDB transaction. */
export async function openSnapshot(dataSource: DataSource, workDir: string): Promise<DatabaseSnapshot> {
  return dialectOf(dataSource) === 'sqlite' ? openSqliteSnapshot(dataSource, workDir) : openMysqlSnapshot(dataSource);
}

/**
 * SQLite: better-sqlite3's online backup copies the file page by page without blocking the
 * server; taken on the app's own connection, writes made meanwhile are copied too rather than
 * restarting the copy. The copy is then read at leisure.
 */
async function openSqliteSnapshot(dataSource: DataSource, workDir: string): Promise<DatabaseSnapshot> {
  const connection = (dataSource.driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
  const file = path.join(workDir, 'snapshot.sqlite');
  await connection.backup(file, { progress: () => 1024 });
  const copy = new Database(file, { readonly: true });
  try {
    const json = jsonColumns(dataSource);
    const names = copy
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
      .pluck()
      .all() as string[];
    const tables = names
      .filter((name) => !TABLES_NOT_BACKED_UP.includes(name))
      .map((name) => {
        const info = copy.prepare(`PRAGMA table_info("${name.replace(/"/g, '""')}")`).all() as { name: string; type: string; pk: number }[];
        return {
          name,
          columns: info.map((column) => ({
            name: column.name,
            kind: json.has(`${name}.${column.name}`) ? ('json' as const) : kindOfStoredType('sqlite', column.type),
          })),
          primaryKey: info
            .filter((column) => column.pk > 0)
            .sort((a, b) => a.pk - b.pk)
            .map((column) => column.name),
        };
      });
    const migration = names.includes('migrations')
      ? ((copy.prepare('SELECT name, timestamp FROM migrations ORDER BY timestamp DESC LIMIT 1').get() as SchemaVersion | undefined) ??
        null)
      : null;
    return {
      migration: migration && { name: migration.name, timestamp: Number(migration.timestamp) },
      tables,
      *rows(table) {
        const statement = copy.prepare(`SELECT * FROM ${quoted('sqlite', table.name)}${orderBy('sqlite', table)}`);
        for (const row of statement.iterate() as Iterable<Record<string, unknown>>) yield portableRow(table, row);
      },
      close() {
        copy.close();
        return Promise.resolve();
      },
    };
  } catch (error) {
    copy.close();
    throw error;
  }
}

/**
 * MySQL/MariaDB: one connection in a REPEATABLE READ transaction started WITH CONSISTENT
 * SNAPSHOT sees every table as of that instant, while other connections keep writing.
 */
async function openMysqlSnapshot(dataSource: DataSource): Promise<DatabaseSnapshot> {
  const runner: QueryRunner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const json = jsonColumns(dataSource);
    const columns = (await runner.query(
      `SELECT c.TABLE_NAME AS tableName, c.COLUMN_NAME AS columnName, c.DATA_TYPE AS dataType, c.COLUMN_KEY AS columnKey
         FROM information_schema.COLUMNS c
         JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
        WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
        ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
    )) as { tableName: string; columnName: string; dataType: string; columnKey: string }[];
    const byName = new Map<string, TableShape>();
    for (const column of columns) {
      const table = byName.get(column.tableName) ?? { name: column.tableName, columns: [], primaryKey: [] };
      byName.set(column.tableName, table);
      table.columns.push({
        name: column.columnName,
        kind: json.has(`${column.tableName}.${column.columnName}`) ? 'json' : kindOfStoredType('mysql', column.dataType),
      });
      if (column.columnKey === 'PRI') table.primaryKey.push(column.columnName);
    }
    const migration = byName.has('migrations')
      ? ((await runner.query('SELECT name, timestamp FROM migrations ORDER BY timestamp DESC LIMIT 1')) as SchemaVersion[])
      : [];
    return {
      migration: migration[0] ? { name: migration[0].name, timestamp: Number(migration[0].timestamp) } : null,
      tables: [...byName.values()].filter((table) => !TABLES_NOT_BACKED_UP.includes(table.name)).sort((a, b) => compare(a.name, b.name)),
      async *rows(table) {
        const stream: Readable = await runner.stream(`SELECT * FROM ${quoted('mysql', table.name)}${orderBy('mysql', table)}`);
        for await (const row of stream) yield portableRow(table, row as Record<string, unknown>);
      },
      async close() {
        try {
          await runner.query('COMMIT');
        } finally {
          await runner.release();
        }
      },
    };
  } catch (error) {
    await runner.release();
    throw error;
  }
}

export function quoted(dialect: Dialect, identifier: string): string {
  return dialect === 'sqlite' ? `"${identifier.replace(/"/g, '""')}"` : `\`${identifier.replace(/`/g, '``')}\``;
}

function orderBy(dialect: Dialect, table: TableShape): string {
  return table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map((column) => quoted(dialect, column)).join(', ')}` : '';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function portableRow(table: TableShape, row: Record<string, unknown>): Record<string, unknown> {
  const portable: Record<string, unknown> = {};
  for (const column of table.columns) {
    try {
      portable[column.name] = toPortable(column.kind, row[column.name]);
    } catch (error) {
      throw new Error(`${table.name}.${column.name}: ${(error as Error).message}`);
    }
  }
  return portable;
}

/**
 * Which text columns hold JSON: the database cannot say (they are text on every dialect, written
 * by TypeORM's simple-json), the entities can.
 */
function jsonColumns(dataSource: DataSource): Set<string> {
  const names = new Set<string>();
  for (const entity of dataSource.entityMetadatas) {
    for (const column of entity.columns) {
      if (column.type === 'simple-json' || column.type === 'json') names.add(`${entity.tableName}.${column.databaseName}`);
    }
  }
  return names;
}
