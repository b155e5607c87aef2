import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Staff can reject a document with a reason the client reads. Written with TypeORM's
 * TableColumn API so that it runs unchanged on SQLite and MySQL/MariaDB (docs/libraries.md,
 * "One migration for both databases").
 */
export class DocumentRejectionReason1795319063438 implements MigrationInterface {
  name = 'DocumentRejectionReason1795319063438';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('documents', new TableColumn({ name: 'rejectionReason', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('documents', 'rejectionReason');
  }
}
