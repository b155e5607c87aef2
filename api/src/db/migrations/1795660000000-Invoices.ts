import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cents, datetime, dialectOf, foreignKey, id, integer, json, ref, text, timestamp, timestamps, varchar } from './columns';

/**
 * Invoices and credit notes (features/billing, docs/billing.md#invoices-and-credit-notes), and the
 * sequences that number them. Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class Invoices1795660000000 implements MigrationInterface {
  name = 'Invoices1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    const table = 'invoices';
    await queryRunner.createTable(
      new Table({
        name: table,
        columns: [
          id(),
          varchar('kind', 20),
          varchar('status', 10),
          ref('clientId'),
          ref('engagementId', { nullable: true }),
          ref('creditsInvoiceId', { nullable: true }),
          varchar('number', 30, { nullable: true }),
          integer('serial', { nullable: true }),
          varchar('issuedOn', 10, { nullable: true }),
          varchar('dueOn', 10, { nullable: true }),
          integer('vatBasisPoints', { nullable: true }),
          json('supplier', { nullable: true }),
          json('recipient', { nullable: true }),
          json('lines'),
          cents('netCents'),
          cents('vatCents'),
          cents('totalCents'),
          text('reason'),
          text('notes'),
          ref('createdById', { nullable: true }),
          ref('issuedById', { nullable: true }),
          datetime('issuedAt'),
          ref('documentId', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'IDX_invoices_clientId', columnNames: ['clientId'] }),
          new TableIndex({ name: 'IDX_invoices_engagementId', columnNames: ['engagementId'] }),
          new TableIndex({ name: 'IDX_invoices_creditsInvoiceId', columnNames: ['creditsInvoiceId'] }),
          new TableIndex({ name: 'IDX_invoices_createdById', columnNames: ['createdById'] }),
          new TableIndex({ name: 'IDX_invoices_issuedById', columnNames: ['issuedById'] }),
          new TableIndex({ name: 'IDX_invoices_status', columnNames: ['status'] }),
          new TableIndex({ name: 'IDX_invoices_documentId', columnNames: ['documentId'] }),
          new TableIndex({ name: 'UQ_invoices_number', columnNames: ['number'], isUnique: true }),
        ],
        foreignKeys: [
          foreignKey(table, 'clientId', 'users', 'RESTRICT'),
          foreignKey(table, 'engagementId', 'engagements', 'SET NULL'),
          foreignKey(table, 'creditsInvoiceId', 'invoices', 'RESTRICT'),
          foreignKey(table, 'createdById', 'users', 'SET NULL'),
          foreignKey(table, 'issuedById', 'users', 'SET NULL'),
          foreignKey(table, 'documentId', 'documents', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_sequences',
        columns: [{ ...varchar('kind', 20), isPrimary: true }, integer('lastSerial'), timestamp(dialect, 'updatedAt', true)],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('document_sequences', true, true, true);
    await queryRunner.dropTable('invoices', true, true, true);
  }
}
