import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, foreignKey, id, ref, text, timestamps, varchar } from './columns';

/**
 * Engagement letters signed in the portal (features/engagement-letters): the firm's letter
 * templates, the letters sent to clients with their signing evidence, and, on each signed-in
 * session, the second step its sign-in passed (a signed letter records it). Table API, so it runs
 * unchanged on SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class EngagementLetters1795570000000 implements MigrationInterface {
  name = 'EngagementLetters1795570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.addColumn('user_sessions', new TableColumn(varchar('secondFactor', 20, { nullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'letter_templates',
        columns: [id(), varchar('title', 200), text('body', { nullable: false }), ...timestamps(dialect)],
      }),
      false,
      true,
      true,
    );
    const table = 'engagement_letters';
    await queryRunner.createTable(
      new Table({
        name: table,
        columns: [
          id(),
          ref('engagementId'),
          ref('clientId'),
          ref('templateId', { nullable: true }),
          ref('sentBy', { nullable: true }),
          varchar('title', 200),
          text('body', { nullable: false }),
          varchar('bodySha256', 64),
          varchar('status', 20, { default: 'sent' }),
          ref('awaitingEngagementId', { nullable: true }),
          datetime('sentAt', { nullable: false }),
          datetime('viewedAt'),
          datetime('signedAt'),
          datetime('declinedAt'),
          text('declineReason'),
          datetime('withdrawnAt'),
          ref('withdrawnBy', { nullable: true }),
          text('withdrawalReason'),
          varchar('signerName', 200, { nullable: true }),
          varchar('signerEmail', 255, { nullable: true }),
          varchar('signerIpAddress', 45, { nullable: true }),
          varchar('signerUserAgent', 500, { nullable: true }),
          // Unknown until signed: a nullable boolean, which columns.ts has no builder for.
          { name: 'signedWithTwoStep', type: 'boolean', isNullable: true },
          varchar('signatureKind', 10, { nullable: true }),
          varchar('signatureText', 200, { nullable: true }),
          ref('signedDocumentId', { nullable: true }),
          varchar('signedPdfSha256', 64, { nullable: true }),
          datetime('firstReminderSentAt'),
          datetime('secondReminderSentAt'),
          ...timestamps(dialect),
        ],
        indices: [
          ...['engagementId', 'clientId', 'templateId', 'sentBy', 'withdrawnBy', 'signedDocumentId'].map(
            (column) => new TableIndex({ name: `IDX_${table}_${column}`, columnNames: [column] }),
          ),
          new TableIndex({ name: `IDX_${table}_status_sentAt`, columnNames: ['status', 'sentAt'] }),
          new TableIndex({ name: `UQ_${table}_awaitingEngagementId`, columnNames: ['awaitingEngagementId'], isUnique: true }),
        ],
        foreignKeys: [
          foreignKey(table, 'engagementId', 'engagements', 'CASCADE'),
          foreignKey(table, 'clientId', 'users', 'CASCADE'),
          foreignKey(table, 'templateId', 'letter_templates', 'SET NULL'),
          foreignKey(table, 'sentBy', 'users', 'SET NULL'),
          foreignKey(table, 'withdrawnBy', 'users', 'SET NULL'),
          foreignKey(table, 'signedDocumentId', 'documents', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('engagement_letters', true, true, true);
    await queryRunner.dropTable('letter_templates', true, true, true);
    await queryRunner.dropColumn('user_sessions', 'secondFactor');
  }
}
