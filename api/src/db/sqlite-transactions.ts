import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * TypeORM's SQLite drivers share one connection and one query runner for the whole data source,
 * and its transaction bookkeeping counts a transaction only once BEGIN has returned: two
 * transactions begun at once (two requests, or a request and the recurring-jobs round) both send
 * BEGIN, and the second fails with "cannot start a transaction within a transaction"
 * (typeorm/typeorm#307, #8668). MySQL and MariaDB hand each transaction its own pooled
 * connection and need none of this.
 *
 * So, on SQLite, the data source's top-level transactions wait for each other, first come first
 * served (docs/decisions/016-sqlite-transactions-one-at-a-time.md). A transaction begun inside
 * one that is running (found through AsyncLocalStorage) goes straight through, as before: TypeORM
 * makes it a savepoint on the same connection; queued, it would wait for itself.
 */
export function oneTransactionAtATime(dataSource: DataSource): void {
  const manager: EntityManager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  const inside = new AsyncLocalStorage<true>();
  let last: Promise<unknown> = Promise.resolve();
  manager.transaction = (...args: unknown[]) => {
    if (inside.getStore()) return transaction(...args);
    const turn = last.then(() => inside.run(true, () => transaction(...args)));
    // The next one waits for this one to end, whether it commits or fails.
    last = turn.catch(() => undefined);
    return turn;
  };
}
