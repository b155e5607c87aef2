import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, ref, text, timestamps, varchar } from './columns';

/**
 * POPIA:
 * - `contact_submissions.consentGivenAt` and `.privacyNoticeVersion`: when the sender agreed to
 *   the privacy notice, and which version of it (null for submissions from before it was asked);
 * - `erasure_requests`: clients' requests to erase their personal information, and the decisions.
 * TableColumn/Table API, so it runs unchanged on SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class PrivacyConsentAndErasure1795520000000 implements MigrationInterface {
  name = 'PrivacyConsentAndErasure1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('contact_submissions', new TableColumn(datetime('consentGivenAt')));
    await queryRunner.addColumn('contact_submissions', new TableColumn(varchar('privacyNoticeVersion', 20, { nullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'erasure_requests',
        columns: [
          id(),
          ref('userId'),
          text('reason'),
          varchar('status', 20, { default: 'pending' }),
          ref('decidedBy', { nullable: true }),
          datetime('decidedAt'),
          text('decisionReason'),
          ...timestamps(dialectOf(queryRunner)),
        ],
        indices: [
          new TableIndex({ name: 'IDX_erasure_requests_userId', columnNames: ['userId'] }),
          new TableIndex({ name: 'IDX_erasure_requests_status', columnNames: ['status'] }),
          new TableIndex({ name: 'IDX_erasure_requests_decidedBy', columnNames: ['decidedBy'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_erasure_requests_userId',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_erasure_requests_decidedBy',
            columnNames: ['decidedBy'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('erasure_requests', true, true, true);
    await queryRunner.dropColumn('contact_submissions', 'privacyNoticeVersion');
    await queryRunner.dropColumn('contact_submissions', 'consentGivenAt');
  }
}
