import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cents, datetime, dialectOf, foreignKey, id, json, ref, timestamp, timestamps, varchar } from './columns';

/**
 * The firm's bank accounts and the lines of their imported statements (features/billing/bank-statements,
 * docs/billing.md#bank-statements). Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class BankStatements1795700000000 implements MigrationInterface {
  name = 'BankStatements1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'bank_accounts',
        columns: [
          id(),
          varchar('name', 100),
          varchar('bankName', 100),
          varchar('accountLast4', 4),
          json('csvMapping', { nullable: true }),
          ref('createdById', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [new TableIndex({ name: 'IDX_bank_accounts_createdById', columnNames: ['createdById'] })],
        foreignKeys: [foreignKey('bank_accounts', 'createdById', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'bank_statement_lines',
        columns: [
          id(),
          ref('accountId'),
          varchar('postedOn', 10),
          cents('amountCents'),
          varchar('reference', 100),
          varchar('description', 500),
          varchar('externalId', 300),
          varchar('status', 10),
          ref('paymentId', { nullable: true }),
          ref('invoiceId', { nullable: true }),
          ref('matchedById', { nullable: true }),
          datetime('matchedAt'),
          ref('importedById', { nullable: true }),
          datetime('importedAt', { nullable: false }),
          timestamp(dialect, 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_bank_statement_lines_external', columnNames: ['accountId', 'externalId'], isUnique: true }),
          new TableIndex({ name: 'UQ_bank_statement_lines_paymentId', columnNames: ['paymentId'], isUnique: true }),
          new TableIndex({ name: 'IDX_bank_statement_lines_status', columnNames: ['accountId', 'status'] }),
          new TableIndex({ name: 'IDX_bank_statement_lines_invoiceId', columnNames: ['invoiceId'] }),
          new TableIndex({ name: 'IDX_bank_statement_lines_matchedById', columnNames: ['matchedById'] }),
          new TableIndex({ name: 'IDX_bank_statement_lines_importedById', columnNames: ['importedById'] }),
        ],
        foreignKeys: [
          foreignKey('bank_statement_lines', 'accountId', 'bank_accounts', 'RESTRICT'),
          foreignKey('bank_statement_lines', 'paymentId', 'payments', 'RESTRICT'),
          foreignKey('bank_statement_lines', 'invoiceId', 'invoices', 'RESTRICT'),
          foreignKey('bank_statement_lines', 'matchedById', 'users', 'SET NULL'),
          foreignKey('bank_statement_lines', 'importedById', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_statement_lines', true, true, true);
    await queryRunner.dropTable('bank_accounts', true, true, true);
  }
}
