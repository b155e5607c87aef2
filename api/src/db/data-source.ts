import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { oneTransactionAtATime } from './sqlite-transactions';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import { AfterCommitSubscriber } from '../shared/after-commit';

export type DatabaseKind = 'sqlite' | 'mysql' | 'mariadb';

export interface DatabaseOptions {
  /** `mysql://…` or `mariadb://…`; absent selects the embedded SQLite file in `dataDir`. */
  url?: string;
  dataDir: string;
  logging?: boolean;
  /** The app's tables (composition/data-source.ts passes every feature's). */
  entities: DataSourceOptions['entities'];
}

export function databaseKind(url: string | undefined): DatabaseKind {
  if (!url) return 'sqlite';
  // The scheme picks TypeORM's dialect: MariaDB stores json as longtext and differs in schema
  // diffs, so a mariadb:// URL must not be treated as MySQL (docs/libraries.md).
  return url.startsWith('mariadb://') ? 'mariadb' : 'mysql';
}

export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  const common = {
    entities: options.entities,
    migrations,
    subscribers: [AfterCommitSubscriber] as NonNullable<DataSourceOptions['subscribers']>,
    synchronize: false,
    migrationsRun: false,
    logging: options.logging ?? false,
  } as const;
  const kind = databaseKind(options.url);
  if (kind === 'sqlite') {
    fs.mkdirSync(options.dataDir, { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      // Handed over rather than left for TypeORM to require: better-sqlite3 13 (12 aborts the
      // process on Node 24) is newer than TypeORM's declared peer range, so npm installs it beside
      // the api instead of beside typeorm, where TypeORM's own lookup would not find it.
      driver: Database,
      database: path.join(options.dataDir, 'app.sqlite'),
      // WAL lets the web server read while a write is in progress; foreign keys are off by
      // default in SQLite and must be switched on per connection.
      prepareDatabase: (db: { pragma: (statement: string) => unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: kind,
    url: (options.url as string).replace(/^mariadb:\/\//, 'mysql://'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // Keep DATETIME values in UTC on the wire so both databases agree on instants.
    dateStrings: false,
  };
}

export function createDataSource(options: DatabaseOptions): DataSource {
  const dataSource = new DataSource(dataSourceOptions(options));
  if (databaseKind(options.url) === 'sqlite') oneTransactionAtATime(dataSource);
  return dataSource;
}
