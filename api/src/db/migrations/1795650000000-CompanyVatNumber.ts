import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './columns';

/**
 * A client company's VAT registration number (features/profile, docs/billing.md): a full tax
 * invoice names it when the recipient is a VAT vendor (section 20(4) of the VAT Act).
 */
export class CompanyVatNumber1795650000000 implements MigrationInterface {
  name = 'CompanyVatNumber1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('companies', new TableColumn(varchar('vatNumber', 10, { nullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('companies', 'vatNumber');
  }
}
