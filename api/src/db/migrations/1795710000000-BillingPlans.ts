import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, foreignKey, id, json, ref, timestamp, timestamps, varchar } from './columns';

/**
 * Fees that bill themselves (features/billing, docs/billing.md#fees-that-bill-themselves): a fee
 * schedule on letter templates and on the letters sent from them, the billing plan a signed letter
 * starts, and each of its runs, claimed once per period so that no instance bills a month twice.
 */
export class BillingPlans1795710000000 implements MigrationInterface {
  name = 'BillingPlans1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.addColumn('letter_templates', new TableColumn(json('feeSchedule', { nullable: true })));
    await queryRunner.addColumn('engagement_letters', new TableColumn(json('feeSchedule', { nullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'billing_plans',
        columns: [
          id(),
          ref('engagementId'),
          ref('clientId'),
          ref('letterId', { nullable: true }),
          ref('issuerId', { nullable: true }),
          json('schedule'),
          varchar('status', 10),
          varchar('startedOn', 10),
          varchar('endedOn', 10, { nullable: true }),
          ref('endedById', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'IDX_billing_plans_engagementId', columnNames: ['engagementId'] }),
          new TableIndex({ name: 'IDX_billing_plans_clientId', columnNames: ['clientId'] }),
          new TableIndex({ name: 'UQ_billing_plans_letterId', columnNames: ['letterId'], isUnique: true }),
          new TableIndex({ name: 'IDX_billing_plans_issuerId', columnNames: ['issuerId'] }),
          new TableIndex({ name: 'IDX_billing_plans_endedById', columnNames: ['endedById'] }),
        ],
        foreignKeys: [
          foreignKey('billing_plans', 'engagementId', 'engagements', 'CASCADE'),
          foreignKey('billing_plans', 'clientId', 'users', 'CASCADE'),
          foreignKey('billing_plans', 'letterId', 'engagement_letters', 'SET NULL'),
          foreignKey('billing_plans', 'issuerId', 'users', 'SET NULL'),
          foreignKey('billing_plans', 'endedById', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'billing_plan_runs',
        columns: [id(), ref('planId'), varchar('period', 10), ref('invoiceId', { nullable: true }), timestamp(dialect, 'createdAt')],
        indices: [
          new TableIndex({ name: 'UQ_billing_plan_runs_period', columnNames: ['planId', 'period'], isUnique: true }),
          new TableIndex({ name: 'IDX_billing_plan_runs_invoiceId', columnNames: ['invoiceId'] }),
        ],
        foreignKeys: [
          foreignKey('billing_plan_runs', 'planId', 'billing_plans', 'CASCADE'),
          foreignKey('billing_plan_runs', 'invoiceId', 'invoices', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('billing_plan_runs', true, true, true);
    await queryRunner.dropTable('billing_plans', true, true, true);
    await queryRunner.dropColumn('engagement_letters', 'feeSchedule');
    await queryRunner.dropColumn('letter_templates', 'feeSchedule');
  }
}
