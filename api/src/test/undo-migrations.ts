import type { DataSource } from 'typeorm';
import { migrations } from '../db/migrations';
import { undoLastMigration } from '../db/undo-migration';

/**
 * Undoes every migration after the one named, then that one, so a migration's own test starts
 * from the schema before it however many later features have added theirs. Each is undone with
 * foreign keys off on SQLite (db/undo-migration.ts), so a down that copies a table keeps the rows
 * that refer to it.
 */
export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  const position = migrations.findIndex((migration) => migration.name === name);
  if (position < 0) throw new Error(`No migration is named ${name}`);
  for (let undone = 0; undone < migrations.length - position; undone++) await undoLastMigration(dataSource);
}
