import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer } from './columns';

/**
 * The overdue reminders an invoice has had (features/billing/invoice-reminders.ts,
 * docs/billing.md#overdue-reminders): the days past due of the last one, claimed before it is sent.
 */
export class InvoiceReminders1795670000000 implements MigrationInterface {
  name = 'InvoiceReminders1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('invoices', new TableColumn(integer('overdueRound', { nullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('invoices', 'overdueRound');
  }
}
