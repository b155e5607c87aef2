import crypto from 'node:crypto';
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, id, integer, json, timestamp, timestamps, varchar } from './columns';

/**
 * The firm's billing settings and the VAT rate as data (features/billing, docs/billing.md), with
 * the standard rate's history since 1993 written in: 14 % from 7 April 1993 and 15 % from 1 April
 * 2018 (section 7(1) of the VAT Act). Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
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
    for (const [basisPoints, appliesFrom] of [
      [1400, '1993-04-07'],
      [1500, '2018-04-01'],
    ] as const) {
      await queryRunner.query('INSERT INTO vat_rates (id, basisPoints, appliesFrom) VALUES (?, ?, ?)', [
        crypto.randomUUID(),
        basisPoints,
        appliesFrom,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('vat_rates', true, true, true);
    await queryRunner.dropTable('billing_settings', true, true, true);
  }
}
