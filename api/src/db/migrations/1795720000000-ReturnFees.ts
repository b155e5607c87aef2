import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, varchar } from './columns';

/**
 * Fees per return (docs/billing.md#fees-that-bill-themselves): a billing plan's run for a return
 * is claimed as `return:<job id>`, longer than the `once` and `YYYY-MM` periods the column was
 * made for, and keeps the return's title as it was billed. The fee schedules themselves are JSON:
 * schedules kept before this read as having no fees per return.
 */
export class ReturnFees1795720000000 implements MigrationInterface {
  name = 'ReturnFees1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await widenPeriod(queryRunner, 50);
    await queryRunner.addColumn('billing_plan_runs', new TableColumn(varchar('returnTitle', 200, { nullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM billing_plan_runs WHERE period LIKE 'return:%'");
    await queryRunner.dropColumn('billing_plan_runs', 'returnTitle');
    await widenPeriod(queryRunner, 10);
  }
}

/**
 * The period column at `length`, its runs kept: TypeORM's changeColumn drops and adds a MySQL
 * column whose length changes, so MySQL is altered in place; on SQLite it copies the table.
 */
async function widenPeriod(queryRunner: QueryRunner, length: number): Promise<void> {
  if (dialectOf(queryRunner) === 'mysql') {
    await queryRunner.query(`ALTER TABLE billing_plan_runs MODIFY period varchar(${length}) NOT NULL`);
  } else {
    await queryRunner.changeColumn('billing_plan_runs', 'period', new TableColumn(varchar('period', length)));
  }
}
