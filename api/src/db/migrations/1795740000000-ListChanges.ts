import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, ref, timestamp, varchar } from './columns';

/**
 * Lists a client can sync (docs/integrations.md#pages-and-sync): the tombstones of deleted records,
 * and a last-change time on messages, which are changed when read and when their client is erased.
 * A message's last change starts as when it was read, else when it was sent.
 */
export class ListChanges1795740000000 implements MigrationInterface {
  name = 'ListChanges1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'record_deletions',
        columns: [
          id(),
          varchar('recordType', 40),
          ref('recordId'),
          ref('clientId', { nullable: true }),
          { ...datetime('deletedAt'), isNullable: false },
          timestamp(dialect, 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_record_deletions_recordType_deletedAt', columnNames: ['recordType', 'deletedAt'] }),
          new TableIndex({ name: 'IDX_record_deletions_clientId', columnNames: ['clientId'] }),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.addColumn('messages', new TableColumn(timestamp(dialect, 'updatedAt', true)));
    await queryRunner.query('UPDATE messages SET updatedAt = COALESCE(readAt, createdAt)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite drops the column in place: TypeORM's dropColumn would copy the table, and dropping the
    // old copy deletes its message_attachments (ON DELETE CASCADE) unless foreign keys are off, which
    // db/undo-migration.ts sees to but TypeORM's own undoLastMigration does not.
    if (dialectOf(queryRunner) === 'sqlite') await queryRunner.query('ALTER TABLE "messages" DROP COLUMN "updatedAt"');
    else await queryRunner.dropColumn('messages', 'updatedAt');
    await queryRunner.dropTable('record_deletions');
  }
}
