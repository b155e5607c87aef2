import type { DataSource, DataSourceOptions } from 'typeorm';
import { createDataSource as createDataSourceOf, dataSourceOptions as dataSourceOptionsOf, type DatabaseOptions } from '../db/data-source';
import { entities } from './entities';

type AppDatabaseOptions = Omit<DatabaseOptions, 'entities'>;

/** The options of the app's database: every feature's tables (composition/entities.ts). */
export function dataSourceOptions(options: AppDatabaseOptions): DataSourceOptions {
  return dataSourceOptionsOf({ ...options, entities });
}

/** The app's database, not yet opened. */
export function createDataSource(options: AppDatabaseOptions): DataSource {
  return createDataSourceOf({ ...options, entities });
}
