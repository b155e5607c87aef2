import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cents, dialectOf, foreignKey, id, ref, text, timestamp, timestamps, varchar } from './columns';

/**
 * Payments against invoices and the checkouts clients start with a payment provider
 * (features/billing, docs/billing.md#payments). Table API, so it runs unchanged on SQLite and
 * MySQL/MariaDB.
 */
export class Payments1795680000000 implements MigrationInterface {
  name = 'Payments1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          id(),
          ref('clientId'),
          ref('invoiceId'),
          varchar('method', 10),
          cents('amountCents'),
          { ...cents('feeCents'), isNullable: true },
          varchar('receivedOn', 10),
          varchar('providerPaymentId', 100, { nullable: true }),
          varchar('reference', 100, { nullable: true }),
          text('note'),
          ref('recordedById', { nullable: true }),
          timestamp(dialect, 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_payments_clientId', columnNames: ['clientId'] }),
          new TableIndex({ name: 'IDX_payments_invoiceId', columnNames: ['invoiceId'] }),
          new TableIndex({ name: 'IDX_payments_recordedById', columnNames: ['recordedById'] }),
          new TableIndex({ name: 'UQ_payments_provider', columnNames: ['method', 'providerPaymentId'], isUnique: true }),
        ],
        foreignKeys: [
          foreignKey('payments', 'clientId', 'users', 'RESTRICT'),
          foreignKey('payments', 'invoiceId', 'invoices', 'RESTRICT'),
          foreignKey('payments', 'recordedById', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'payment_checkouts',
        columns: [
          id(),
          ref('invoiceId'),
          ref('clientId'),
          varchar('provider', 10),
          cents('amountCents'),
          varchar('status', 10),
          varchar('providerCheckoutId', 100, { nullable: true }),
          ref('startedById', { nullable: true }),
          ref('paymentId', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'IDX_payment_checkouts_invoiceId', columnNames: ['invoiceId'] }),
          new TableIndex({ name: 'IDX_payment_checkouts_clientId', columnNames: ['clientId'] }),
          new TableIndex({ name: 'IDX_payment_checkouts_startedById', columnNames: ['startedById'] }),
          new TableIndex({ name: 'IDX_payment_checkouts_paymentId', columnNames: ['paymentId'] }),
        ],
        foreignKeys: [
          foreignKey('payment_checkouts', 'invoiceId', 'invoices', 'CASCADE'),
          foreignKey('payment_checkouts', 'clientId', 'users', 'CASCADE'),
          foreignKey('payment_checkouts', 'startedById', 'users', 'SET NULL'),
          foreignKey('payment_checkouts', 'paymentId', 'payments', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_checkouts', true, true, true);
    await queryRunner.dropTable('payments', true, true, true);
  }
}
