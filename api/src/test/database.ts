import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { type DatabaseKind, databaseKind } from '../db/data-source';
import { createDataSource } from '../composition/data-source';

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
 * A fresh, migrated database for one suite: a new SQLite file in a temporary folder, or a new
 * schema on the test server (named uniquely, so parallel suites never share tables).
 */
export async function createTestDatabase(target: { url?: string }, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-test-'));
  let url: string | undefined;
  let dropSchema: () => Promise<void> = async () => {};
  if (target.url) {
    const server = new URL(target.url.replace(/^mariadb:/, 'mysql:'));
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await mysql.createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    });
    await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    const scheme = target.url.split(':')[0];
    server.pathname = `/${schema}`;
    url = `${scheme}:${server.toString().slice(server.protocol.length)}`;
    dropSchema = async () => {
      const connection = await mysql.createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username),
        password: decodeURIComponent(server.password),
      });
      await connection.query(`DROP DATABASE IF EXISTS \`${schema}\``);
      await connection.end();
    };
  }
  const dataSource = createDataSource({ url, dataDir });
  await dataSource.initialize();
  if (options.migrate !== false) await dataSource.runMigrations();
  return {
    url,
    dataDir,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
