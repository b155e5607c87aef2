import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { type DatabaseKind, databaseKind } from '../db/data-source';
import { createDataSource } from '../composition/data-source';
import { copyMigratedSqlite, returnPooledSchema, takePooledSchema } from './database-pool';

/**
 * The databases every api suite runs against: the embedded SQLite always, and the MySQL or
 * MariaDB server named by TEST_DATABASE_URL when it is set (CI sets it).
 */
export const testDatabaseTargets: { name: DatabaseKind | 'sqlite'; url?: string }[] = [
  { name: 'sqlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: databaseKind(process.env.TEST_DATABASE_URL), url: process.env.TEST_DATABASE_URL }] : []),
];

export interface TestDatabase {
  url?: string;
  dataDir: string;
  dataSource: DataSource;
  /** Closes the connection and removes the database and its folder. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one suite: a new SQLite file in a temporary folder, or a schema on
 * the test server of its own (parallel suites never share tables). Migrated databases come from
 * the worker's pool (database-pool.ts): a copy of a migrated SQLite file, or a schema a suite before
 * this one returned emptied; `migrate: false` gives an empty database, made anew.
 */
export async function createTestDatabase(target: { url?: string }, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-test-'));
  const pooled = options.migrate !== false;
  let url: string | undefined;
  let release: () => Promise<void> = async () => {};
  if (target.url) {
    const server = new URL(target.url.replace(/^mariadb:/, 'mysql:'));
    const address = {
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    };
    const scheme = target.url.split(':')[0];
    const urlOf = (schema: string) => {
      const at = new URL(server.toString());
      at.pathname = `/${schema}`;
      return `${scheme}:${at.toString().slice(at.protocol.length)}`;
    };
    if (pooled) {
      const schema = await takePooledSchema(address, urlOf);
      url = urlOf(schema);
      release = () => returnPooledSchema(address, schema);
    } else {
      const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
      const admin = await mysql.createConnection(address);
      await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      url = urlOf(schema);
      release = async () => {
        const connection = await mysql.createConnection(address);
        await connection.query(`DROP DATABASE IF EXISTS \`${schema}\``);
        await connection.end();
      };
    }
  } else if (pooled) {
    await copyMigratedSqlite(dataDir);
  }
  const dataSource = createDataSource({ url, dataDir });
  await dataSource.initialize();
  // A pooled database is migrated already: this only finds nothing to run.
  if (pooled) await dataSource.runMigrations();
  return {
    url,
    dataDir,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
