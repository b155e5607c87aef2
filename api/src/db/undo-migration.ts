import { MigrationExecutor, type DataSource } from 'typeorm';

/**
 * Undoes the last migration run, as DataSource.undoLastMigration does, but on SQLite with foreign
 * keys off while its `down` runs.
 *
 * SQLite changes a column (TypeORM's dropColumn, changeColumn, …) by copying the table and dropping
 * the old one, and with foreign keys on, that DROP TABLE first deletes the old table's rows, each
 * deletion cascading (ON DELETE CASCADE) into the tables that refer to it: undoing a migration that
 * copied `messages` emptied `message_attachments`. TypeORM turns foreign keys off before running
 * migrations up, outside their transaction, but for undoing it begins the transaction first and
 * only then asks (BetterSqlite3QueryRunner.beforeMigration), and SQLite ignores
 * `PRAGMA foreign_keys` inside a transaction. So this turns them off before the transaction, runs
 * the undo inside it, checks every reference still holds (`PRAGMA foreign_key_check`) before
 * committing, and turns them on again whatever happened. MySQL and MariaDB copy nothing.
 */
export async function undoLastMigration(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.undoLastMigration();
  const runner = dataSource.createQueryRunner();
  await runner.query('PRAGMA foreign_keys = OFF');
  try {
    await runner.startTransaction();
    try {
      // Given the transaction already begun, the executor runs the down inside it and leaves it to us.
      await new MigrationExecutor(dataSource, runner).undoLastMigration();
      const broken = (await runner.query('PRAGMA foreign_key_check')) as { table: string; parent: string }[];
      if (broken.length > 0) {
        throw new Error(`Undoing the migration would break ${broken.length} references (first: ${broken[0].table} → ${broken[0].parent})`);
      }
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  } finally {
    await runner.query('PRAGMA foreign_keys = ON');
    await runner.release();
  }
}
