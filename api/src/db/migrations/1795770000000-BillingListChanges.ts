import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, timestamp } from './columns';

/**
 * Payments and bank statement lines become lists a client or staff member syncs
 * (docs/integrations.md#pages-and-sync), which asks each record when it last changed. A payment is
 * never changed: its last change is when it was recorded. A line's is the latest time kept of it:
 * when it was matched, else when it was imported (when a line was ignored was never kept).
 */
export class BillingListChanges1795770000000 implements MigrationInterface {
  name = 'BillingListChanges1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.addColumn('payments', new TableColumn(timestamp(dialect, 'updatedAt', true)));
    await queryRunner.query('UPDATE payments SET updatedAt = createdAt');
    await queryRunner.addColumn('bank_statement_lines', new TableColumn(timestamp(dialect, 'updatedAt', true)));
    await queryRunner.query('UPDATE bank_statement_lines SET updatedAt = COALESCE(matchedAt, createdAt)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite drops the columns in place: TypeORM's dropColumn would copy each table, and dropping
    // the old payments, which bank statement lines refer to, is refused or cascades with foreign keys on.
    for (const table of ['bank_statement_lines', 'payments']) {
      if (dialectOf(queryRunner) === 'sqlite') await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "updatedAt"`);
      else await queryRunner.dropColumn(table, 'updatedAt');
    }
  }
}
