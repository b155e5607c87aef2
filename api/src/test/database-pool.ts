import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { createDataSource } from '../composition/data-source';

/*
 * Migrated databases kept for the next suite of the same jest run, so that a suite does not wait
 * for every migration to run again (docs/architecture.md#test-databases). The run's workers are
 * processes of one parent (jest's own), which jest replaces when they grow; each suite has its own
 * module registry. So what the run keeps is written to files named after the parent's process id,
 * and read and changed under a lock, by whichever worker needs it.
 *
 * - SQLite: a template file migrated once per run; each suite starts from a copy of it.
 * - MySQL/MariaDB: a template schema migrated once per run, and schemas handed to one suite at a
 *   time. When a suite is done, its schema is emptied and the template's rows (what the migrations
 *   insert) copied back, then kept for another suite; a schema whose tables, columns, indexes or
 *   foreign keys differ from the template's (a suite undid a migration) is dropped instead.
 */

const run = process.ppid;
const POOL_PREFIX = 'test_pool_';
const RUN_FILE = /^firm-test-run-(\d+)$/;
const runDir = () => path.join(os.tmpdir(), `firm-test-run-${run}`);

interface PoolState {
  /** Schemas ready for a suite: migrated, holding exactly the template's rows. */
  free: string[];
  /** How many schemas the run has made (their names' last part). */
  made: number;
  /** Whether the template schema is migrated. */
  template: boolean;
  /**
   * The template's shape (shapeOf), read once when it is made: the template is never written to
   * after, so each schema given back is compared with this instead of asking the server again.
   */
  templateShape?: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the run's lock (a folder only one process can create). Work that
 * migrates holds it for seconds: the other workers wait, as they would need the same template.
 */
async function locked<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(runDir(), { recursive: true });
  const lock = path.join(runDir(), 'lock');
  const holder = path.join(lock, 'pid');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(holder, String(process.pid));
      break;
    } catch {
      // A worker that ended while holding it (jest replaced it, or it failed) leaves it behind.
      const pid = Number(fs.existsSync(holder) ? fs.readFileSync(holder, 'utf8') : 0);
      if (pid > 0 && !isRunning(pid)) fs.rmSync(lock, { recursive: true, force: true });
      else await pause(20);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const stateFile = () => path.join(runDir(), 'pool.json');

function readState(): PoolState {
  try {
    return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as PoolState;
  } catch {
    return { free: [], made: 0, template: false };
  }
}

const writeState = (state: PoolState) => fs.writeFileSync(stateFile(), JSON.stringify(state));

/** Removes what the runs that have ended left in the temporary folder. */
function forgetEndedRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(RUN_FILE.exec(name)?.[1] ?? 0);
    if (pid > 0 && pid !== run && !isRunning(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

// ---- SQLite ------------------------------------------------------------------------------------

/** Fills `dataDir` with a copy of the run's migrated SQLite database, migrating it first if no suite has. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  const template = path.join(runDir(), 'sqlite');
  if (!fs.existsSync(path.join(template, 'ready')))
    await locked(async () => {
      if (fs.existsSync(path.join(template, 'ready'))) return;
      forgetEndedRuns();
      fs.rmSync(template, { recursive: true, force: true });
      fs.mkdirSync(template, { recursive: true });
      const dataSource = createDataSource({ dataDir: template });
      await dataSource.initialize();
      await dataSource.runMigrations();
      // Closing checkpoints the write-ahead log into the file: the copy is then the whole database.
      await dataSource.destroy();
      fs.writeFileSync(path.join(template, 'ready'), '');
    });
  for (const name of fs.readdirSync(template)) if (name !== 'ready') fs.copyFileSync(path.join(template, name), path.join(dataDir, name));
}

// ---- MySQL and MariaDB ---------------------------------------------------------------------------

export interface ServerAddress {
  host: string;
  port: number;
  user: string;
  password: string;
}

const connect = (server: ServerAddress) => mysql.createConnection({ ...server, multipleStatements: true });

const templateSchema = `${POOL_PREFIX}${run}_template`;

/** The tables, columns, indexes and foreign keys of a schema, as one text to compare. */
async function shapeOf(connection: mysql.Connection, schema: string): Promise<string> {
  const [columns] = await connection.query(
    `SELECT table_name AS t, column_name AS c, column_type AS y, is_nullable AS n, column_default AS d
       FROM information_schema.columns WHERE table_schema = ? ORDER BY table_name, ordinal_position`,
    [schema],
  );
  const [indexes] = await connection.query(
    `SELECT table_name AS t, index_name AS i, column_name AS c, non_unique AS u
       FROM information_schema.statistics WHERE table_schema = ? ORDER BY table_name, index_name, seq_in_index`,
    [schema],
  );
  const [keys] = await connection.query(
    `SELECT table_name AS t, constraint_name AS k, referenced_table_name AS r, delete_rule AS d
       FROM information_schema.referential_constraints WHERE constraint_schema = ? ORDER BY table_name, constraint_name`,
    [schema],
  );
  return JSON.stringify([columns, indexes, keys]);
}

async function tablesOf(connection: mysql.Connection, schema: string): Promise<string[]> {
  const [rows] = await connection.query(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [schema],
  );
  return (rows as { t: string }[]).map((row) => row.t);
}

/** Drops the pool schemas of runs that have ended. */
async function dropSchemasOfEndedRuns(connection: mysql.Connection): Promise<void> {
  const [rows] = await connection.query(
    `SELECT schema_name AS s FROM information_schema.schemata WHERE schema_name LIKE '${POOL_PREFIX}%'`,
  );
  for (const { s: schema } of rows as { s: string }[]) {
    const pid = Number(schema.slice(POOL_PREFIX.length).split('_')[0]);
    if (pid === run || isRunning(pid)) continue;
    await connection.query(`DROP DATABASE IF EXISTS \`${schema}\``);
  }
}

/** A new schema on the server, migrated; `urlOf` makes the app's database address of its name. */
async function createMigratedSchema(server: ServerAddress, schema: string, urlOf: (schema: string) => string): Promise<void> {
  const connection = await connect(server);
  await connection.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  const dataSource = createDataSource({ url: urlOf(schema), dataDir: os.tmpdir() });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
}

/** A migrated schema for one suite: one a suite gave back, or a new one. */
export async function takePooledSchema(server: ServerAddress, urlOf: (schema: string) => string): Promise<string> {
  const taken = await locked(async () => {
    const state = readState();
    if (!state.template) {
      forgetEndedRuns();
      const connection = await connect(server);
      await dropSchemasOfEndedRuns(connection);
      await connection.end();
      await createMigratedSchema(server, templateSchema, urlOf);
      state.template = true;
      const reader = await connect(server);
      state.templateShape = await shapeOf(reader, templateSchema).finally(() => reader.end());
    }
    const kept = state.free.pop();
    if (!kept) state.made += 1;
    writeState(state);
    return { schema: kept ?? `${POOL_PREFIX}${run}_${state.made}`, isNew: !kept };
  });
  // A new schema is migrated outside the lock: the other workers need not wait for it.
  if (taken.isNew) await createMigratedSchema(server, taken.schema, urlOf);
  return taken.schema;
}

/**
 * Gives a suite's schema back: emptied and refilled with the template's rows, for another suite;
 * dropped instead when its shape is no longer the template's.
 */
export async function returnPooledSchema(server: ServerAddress, schema: string): Promise<void> {
  const connection = await connect(server);
  try {
    const templateShape = readState().templateShape ?? (await shapeOf(connection, templateSchema));
    if ((await shapeOf(connection, schema)) !== templateShape) {
      await connection.query(`DROP DATABASE IF EXISTS \`${schema}\``);
      return;
    }
    const tables = (await tablesOf(connection, schema)).filter((table) => table !== 'migrations');
    const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
    for (const table of tables) {
      statements.push(`DELETE FROM \`${schema}\`.\`${table}\``);
      statements.push(`INSERT INTO \`${schema}\`.\`${table}\` SELECT * FROM \`${templateSchema}\`.\`${table}\``);
    }
    statements.push('SET FOREIGN_KEY_CHECKS = 1');
    await connection.query(statements.join(';\n'));
  } finally {
    await connection.end();
  }
  await locked(async () => {
    const state = readState();
    state.free.push(schema);
    writeState(state);
  });
}
