import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../db/data-source';
import { migrations } from '../../db/migrations';
import { BackupError, archiveEntries, schemaPosition, verifyArchive } from './backup-archive';
import { UPLOADS_FOLDER, type ArchivedTable, type BackupManifest } from './backup-manifest';
import { dialectOf, quoted } from './database-snapshot';
import { fromPortable, type Dialect } from './portable-values';

export interface RestoreTarget {
  /** DATABASE_URL, or undefined for the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  tables: { table: string; rows: number }[];
  files: number;
  fileBytes: number;
  /** Migrations run after the rows were loaded (an archive from an older schema). */
  migrationsRun: string[];
}

/** Rows per INSERT, bounded so that no statement carries more than this many values. */
const VALUES_PER_STATEMENT = 5000;
const MAX_ROWS_PER_STATEMENT = 500;

/**
 * Loads an archive into the configured database and upload folder. Nothing is changed until
 * the whole archive has been checked; a database holding records is replaced only when asked.
 * The schema is built up to the archive's migration, the rows are loaded (foreign-key checks off,
 * in one transaction), then any newer migrations of this code run over them.
 */
export async function restoreBackup(archive: string, target: RestoreTarget, options: { replace?: boolean } = {}): Promise<RestoreSummary> {
  const manifest = await verifyArchive(archive, migrations);
  const upTo = schemaPosition(manifest.schema, migrations) + 1;

  const existing = await openTarget(target, migrations);
  try {
    const runner = existing.createQueryRunner();
    try {
      const held = await recordsHeld(runner, dialectOf(existing));
      if (held.length > 0 && !options.replace) {
        throw new BackupError(
          `The target database already holds ${describeRecords(held)}. Nothing was restored; add --replace to overwrite it.`,
        );
      }
      await dropAllTables(runner, dialectOf(existing));
    } finally {
      await runner.release();
    }
  } finally {
    await existing.destroy();
  }

  const atArchiveSchema = await openTarget(target, migrations.slice(0, upTo));
  let loaded: { tables: { table: string; rows: number }[]; files: string[]; fileBytes: number };
  try {
    await atArchiveSchema.runMigrations({ transaction: 'each' });
    loaded = await loadArchive(atArchiveSchema, archive, manifest, target.uploadDir);
  } finally {
    await atArchiveSchema.destroy();
  }
  if (options.replace) removeFilesNotIn(target.uploadDir, new Set(loaded.files));

  const current = await openTarget(target, migrations);
  try {
    const applied = await current.runMigrations({ transaction: 'each' });
    return {
      manifest,
      tables: loaded.tables,
      files: loaded.files.length,
      fileBytes: loaded.fileBytes,
      migrationsRun: applied.map((m) => m.name),
    };
  } finally {
    await current.destroy();
  }
}

async function openTarget(target: RestoreTarget, list: typeof migrations): Promise<DataSource> {
  // Tables by migration and rows by plain SQL: a restore reads no entity, so it names none.
  const options = dataSourceOptions({ url: target.databaseUrl, dataDir: target.dataDir, entities: [] });
  const dataSource = new DataSource({ ...options, migrations: list });
  await dataSource.initialize();
  return dataSource;
}

async function tableNames(runner: QueryRunner, dialect: Dialect): Promise<string[]> {
  const rows = (
    dialect === 'sqlite'
      ? await runner.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      : await runner.query(
          `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'`,
        )
  ) as { name: string }[];
  return rows.map((row) => row.name);
}

/** Tables with rows, other than the migrations TypeORM records. */
async function recordsHeld(runner: QueryRunner, dialect: Dialect): Promise<{ table: string; rows: number }[]> {
  const held: { table: string; rows: number }[] = [];
  for (const table of await tableNames(runner, dialect)) {
    if (table === 'migrations') continue;
    const [{ count }] = (await runner.query(`SELECT COUNT(*) AS count FROM ${quoted(dialect, table)}`)) as { count: number | string }[];
    if (Number(count) > 0) held.push({ table, rows: Number(count) });
  }
  return held;
}

/** "20 records in 3 tables (users: 6, documents: 9, roles: 5)": the people and their files first. */
function describeRecords(held: { table: string; rows: number }[]): string {
  const first = ['users', 'documents'];
  const ordered = [...held].sort((a, b) => {
    const rank = (table: string) => (first.includes(table) ? first.indexOf(table) : first.length);
    return rank(a.table) - rank(b.table) || (a.table < b.table ? -1 : 1);
  });
  const total = held.reduce((sum, table) => sum + table.rows, 0);
  const shown = ordered.slice(0, 4).map(({ table, rows }) => `${table}: ${rows}`);
  return `${total} records in ${held.length} tables (${shown.join(', ')}${held.length > 4 ? ', …' : ''})`;
}

async function dropAllTables(runner: QueryRunner, dialect: Dialect): Promise<void> {
  const tables = await tableNames(runner, dialect);
  if (tables.length === 0) return;
  await runner.query(dialect === 'sqlite' ? 'PRAGMA foreign_keys = OFF' : 'SET FOREIGN_KEY_CHECKS = 0');
  try {
    for (const table of tables) await runner.query(`DROP TABLE ${quoted(dialect, table)}`);
  } finally {
    await runner.query(dialect === 'sqlite' ? 'PRAGMA foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 1');
  }
}

/** Every table and file of the archive, the rows in one transaction with foreign-key checks off. */
async function loadArchive(dataSource: DataSource, archive: string, manifest: BackupManifest, uploadDir: string) {
  const dialect = dialectOf(dataSource);
  const tablesByEntry = new Map(manifest.tables.map((table) => [table.name, table]));
  const filesByEntry = new Map(manifest.files.map((file) => [file.name, file]));
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.query(dialect === 'sqlite' ? 'PRAGMA foreign_keys = OFF' : 'SET FOREIGN_KEY_CHECKS = 0');
  const tables: { table: string; rows: number }[] = [];
  const files: string[] = [];
  let fileBytes = 0;
  try {
    await runner.startTransaction();
    try {
      for await (const entry of archiveEntries(archive)) {
        const table = tablesByEntry.get(entry.header.name);
        const file = filesByEntry.get(entry.header.name);
        if (table) {
          tables.push({ table: table.table, rows: await loadTable(runner, dialect, table, entry) });
        } else if (file) {
          const sha256 = await writeUpload(uploadDir, file.name.slice(UPLOADS_FOLDER.length), entry);
          if (sha256 !== file.sha256) throw new BackupError(`${file.name} changed while it was being restored`);
          files.push(file.name.slice(UPLOADS_FOLDER.length));
          fileBytes += file.bytes;
        } else {
          entry.resume();
        }
      }
      if (dialect === 'sqlite') {
        const broken = (await runner.query('PRAGMA foreign_key_check')) as { table: string; parent: string }[];
        if (broken.length > 0) {
          throw new BackupError(`The archive's rows break ${broken.length} references (first: ${broken[0].table} → ${broken[0].parent}).`);
        }
      }
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  } finally {
    await runner.query(dialect === 'sqlite' ? 'PRAGMA foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 1');
    await runner.release();
  }
  return { tables, files, fileBytes };
}

/** One table's JSON Lines, inserted in batches; answers how many rows it held. */
async function loadTable(runner: QueryRunner, dialect: Dialect, table: ArchivedTable, lines: NodeJS.ReadableStream): Promise<number> {
  const hash = crypto.createHash('sha256');
  lines.on('data', (chunk: Buffer) => hash.update(chunk));
  const columns = table.columns;
  const perStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(VALUES_PER_STATEMENT / columns.length)));
  const head = `INSERT INTO ${quoted(dialect, table.table)} (${columns.map((column) => quoted(dialect, column.name)).join(', ')}) VALUES `;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  let batch: unknown[][] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    try {
      await runner.query(head + batch.map(() => placeholders).join(', '), batch.flat());
    } catch (error) {
      throw new BackupError(`Rows of ${table.table} could not be loaded: ${(error as Error).message}`);
    }
    batch = [];
  };
  for await (const line of readline.createInterface({ input: lines, crlfDelay: Infinity })) {
    if (line === '') continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    batch.push(columns.map((column) => fromPortable(column.kind, row[column.name])));
    rows += 1;
    if (batch.length >= perStatement) await flush();
  }
  await flush();
  if (hash.digest('hex') !== table.sha256) throw new BackupError(`${table.name} changed while it was being restored`);
  if (rows !== table.rows) throw new BackupError(`${table.name} holds ${rows} rows; its manifest says ${table.rows}`);
  return rows;
}

/** One uploaded file, written under a temporary name and renamed when complete. */
async function writeUpload(uploadDir: string, relative: string, content: NodeJS.ReadableStream): Promise<string> {
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    throw new BackupError(`The archive names a file outside the upload folder: ${relative}`);
  }
  const destination = path.join(uploadDir, ...parts);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const temporary = path.join(path.dirname(destination), `.restore-${crypto.randomBytes(8).toString('hex')}`);
  const hash = crypto.createHash('sha256');
  content.on('data', (chunk: Buffer) => hash.update(chunk));
  try {
    await pipeline(content, fs.createWriteStream(temporary, { mode: 0o640 }));
    fs.renameSync(temporary, destination);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return hash.digest('hex');
}

/** With --replace the upload folder ends up holding exactly the archive's files. */
function removeFilesNotIn(uploadDir: string, keep: Set<string>, prefix = ''): void {
  const directory = path.join(uploadDir, prefix);
  if (!fs.existsSync(directory)) return;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) removeFilesNotIn(uploadDir, keep, `${relative}/`);
    else if (entry.isFile() && !keep.has(relative)) fs.rmSync(path.join(directory, entry.name));
  }
}
