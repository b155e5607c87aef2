import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, foreignKey, id, json, ref, text, timestamps, varchar } from './columns';

const index = (table: string, column: string) => new TableIndex({ name: `IDX_${table}_${column}`, columnNames: [column] });

/**
 * Document requests (features/document-requests): what staff ask a client for, and the firm's
 * reusable checklists. Table API, so it runs unchanged on SQLite and MySQL/MariaDB
 * (docs/libraries.md).
 */
export class DocumentRequests1795510000000 implements MigrationInterface {
  name = 'DocumentRequests1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'document_checklists',
        columns: [id(), varchar('name', 120), text('description'), json('items'), ...timestamps(dialect)],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_requests',
        columns: [
          id(),
          ref('clientId'),
          ref('requestedBy', { nullable: true }),
          varchar('title', 200),
          varchar('category', 100),
          text('note'),
          varchar('dueDate', 10),
          varchar('status', 20, { default: 'open' }),
          ref('documentId', { nullable: true }),
          datetime('overdueReminderSentAt'),
          datetime('closedAt'),
          ...timestamps(dialect),
        ],
        indices: ['clientId', 'requestedBy', 'documentId', 'status'].map((column) => index('document_requests', column)),
        foreignKeys: [
          foreignKey('document_requests', 'clientId', 'users', 'CASCADE'),
          foreignKey('document_requests', 'requestedBy', 'users', 'SET NULL'),
          foreignKey('document_requests', 'documentId', 'documents', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('document_requests', true, true, true);
    await queryRunner.dropTable('document_checklists', true, true, true);
  }
}
