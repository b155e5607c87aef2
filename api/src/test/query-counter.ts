import type { DataSource, Logger } from 'typeorm';

/**
 * The mail queue's and the webhook deliveries' workers run rounds of their own (nudged by an
 * earlier test's e-mail, say), which may fall while the work runs: their statements are not the work's.
 */
const BACKGROUND_WORK = /\b(mail_queue|webhook_deliveries)\b/i;
const TRANSACTION_CONTROL = /^(START TRANSACTION|COMMIT|BEGIN|ROLLBACK|SAVEPOINT|RELEASE)/i;

/** Counts the SQL statements a piece of work sends, to prove lists load through DataLoaders. */
export async function countQueries<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const statements: string[] = [];
  const original = dataSource.logger;
  const counting: Logger = {
    logQuery: (query) => {
      statements.push(query);
    },
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  Object.defineProperty(dataSource, 'logger', { value: counting, configurable: true, writable: true });
  try {
    const result = await work();
    return {
      result,
      count: statements.filter((statement) => !TRANSACTION_CONTROL.test(statement) && !BACKGROUND_WORK.test(statement)).length,
      statements,
    };
  } finally {
    Object.defineProperty(dataSource, 'logger', { value: original, configurable: true, writable: true });
  }
}
