import type { DataSource } from 'typeorm';
import type { Metrics } from './metrics';

export interface PoolReading {
  /** Connections the pool holds open. */
  open: number;
  /** Of those, lent out to a query or transaction right now. */
  inUse: number;
  /** Requests for a connection queued because every one is in use. */
  waiting: number;
  /** The most connections the pool will open. */
  max: number;
}

/** The parts of a mysql2 pool (TypeORM's MysqlDriver.pool) that say how busy it is. */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/**
 * How busy the database pool is. MySQL/MariaDB: read from mysql2's pool, which has no public
 * counters (its queues are internal; checked against mysql2 3.x). SQLite (better-sqlite3): one
 * connection that runs each statement synchronously, so whenever a scrape can run it is idle and
 * nothing waits: open 1, in use 0, waiting 0.
 */
export function readDatabasePool(dataSource: DataSource): PoolReading {
  if (dataSource.options.type === 'better-sqlite3') return { open: dataSource.isInitialized ? 1 : 0, inUse: 0, waiting: 0, max: 1 };
  const pool = (dataSource.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
  const open = pool?._allConnections?.length ?? 0;
  return {
    open,
    inUse: open - (pool?._freeConnections?.length ?? 0),
    waiting: pool?._connectionQueue?.length ?? 0,
    max: pool?.config?.connectionLimit ?? 0,
  };
}

/** `db_pool_connections_open|in_use|waiting|max`, read from the pool at each scrape. */
export function registerDatabasePoolGauges(metrics: Metrics, dataSource: DataSource): void {
  metrics.registerGauge('db_pool_connections_open', 'Database connections the pool holds open', () => readDatabasePool(dataSource).open);
  metrics.registerGauge('db_pool_connections_in_use', 'Database connections lent out right now', () => readDatabasePool(dataSource).inUse);
  metrics.registerGauge(
    'db_pool_connections_waiting',
    'Requests waiting for a database connection',
    () => readDatabasePool(dataSource).waiting,
  );
  metrics.registerGauge('db_pool_connections_max', 'The most connections the pool opens', () => readDatabasePool(dataSource).max);
}
