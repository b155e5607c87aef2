import type { DataSource, Logger } from 'typeorm';

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
      count: statements.filter((statement) => !/^(START TRANSACTION|COMMIT|BEGIN|ROLLBACK|SAVEPOINT|RELEASE)/i.test(statement)).length,
      statements,
    };
  } finally {
    Object.defineProperty(dataSource, 'logger', { value: original, configurable: true, writable: true });
  }
}
