import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, id, integer, json, timestamp, timestamps, varchar } from './columns';

/**
 * The firm's billing settings and the VAT rate as data (features/billing, docs/billing.md). The
 * standard rate's history is written by every start (seedDatabase), not here, so that a restore
 * finds the tables empty. Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class BillingSettings1795640000000 implements MigrationInterface {
  name = 'BillingSettings1795640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'billing_settings',
        columns: [
          id(),
          varchar('key', 20),
          varchar('registeredName', 200),
          json('addressLines'),
          varchar('vatNumber', 10, { nullable: true }),
          varchar('registrationNumber', 40, { nullable: true }),
          varchar('email', 254, { nullable: true }),
          varchar('phone', 40, { nullable: true }),
          varchar('bankName', 80, { nullable: true }),
          varchar('accountHolder', 120, { nullable: true }),
          varchar('accountNumber', 20, { nullable: true }),
          varchar('branchCode', 10, { nullable: true }),
          varchar('accountType', 20, { nullable: true }),
          varchar('invoicePrefix', 10),
          varchar('creditNotePrefix', 10),
          integer('numberDigits'),
          integer('paymentTermsDays'),
          ...timestamps(dialect),
        ],
        indices: [new TableIndex({ name: 'UQ_billing_settings_key', columnNames: ['key'], isUnique: true })],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'vat_rates',
        columns: [id(), integer('basisPoints'), varchar('appliesFrom', 10), timestamp(dialect, 'createdAt')],
        indices: [new TableIndex({ name: 'UQ_vat_rates_appliesFrom', columnNames: ['appliesFrom'], isUnique: true })],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('vat_rates', true, true, true);
    await queryRunner.dropTable('billing_settings', true, true, true);
  }
}
