import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, foreignKey, id, integer, json, ref, text, timestamps, varchar } from './columns';

/**
 * Organizers, the questionnaires clients fill in (features/organizers): the firm's templates, the
 * organizers sent to clients with a snapshot of their questions, and the answers, one row per
 * question. Table API, so it runs unchanged on SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class Organizers1795580000000 implements MigrationInterface {
  name = 'Organizers1795580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'organizer_templates',
        columns: [id(), varchar('title', 200), text('description'), json('sections'), ...timestamps(dialect)],
      }),
      false,
      true,
      true,
    );
    const table = 'organizers';
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
          text('description'),
          json('sections'),
          varchar('status', 20, { default: 'sent' }),
          varchar('dueDate', 10),
          integer('answeredCount', { default: 0 }),
          integer('questionCount', { default: 0 }),
          datetime('sentAt', { nullable: false }),
          datetime('submittedAt'),
          datetime('reopenedAt'),
          ref('reopenedBy', { nullable: true }),
          text('reopenMessage'),
          json('reviewNotes'),
          datetime('cancelledAt'),
          ref('cancelledBy', { nullable: true }),
          text('cancellationReason'),
          datetime('overdueReminderSentAt'),
          ...timestamps(dialect),
        ],
        indices: [
          ...['engagementId', 'clientId', 'templateId', 'sentBy', 'reopenedBy', 'cancelledBy'].map(
            (column) => new TableIndex({ name: `IDX_${table}_${column}`, columnNames: [column] }),
          ),
          new TableIndex({ name: `IDX_${table}_status_dueDate`, columnNames: ['status', 'dueDate'] }),
        ],
        foreignKeys: [
          foreignKey(table, 'engagementId', 'engagements', 'CASCADE'),
          foreignKey(table, 'clientId', 'users', 'CASCADE'),
          foreignKey(table, 'templateId', 'organizer_templates', 'SET NULL'),
          foreignKey(table, 'sentBy', 'users', 'SET NULL'),
          foreignKey(table, 'reopenedBy', 'users', 'SET NULL'),
          foreignKey(table, 'cancelledBy', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    const answers = 'organizer_answers';
    await queryRunner.createTable(
      new Table({
        name: answers,
        columns: [
          id(),
          ref('organizerId'),
          varchar('questionKey', 50),
          json('value', { nullable: true }),
          json('documentIds'),
          ref('answeredBy', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: `UQ_${answers}_organizerId_questionKey`, columnNames: ['organizerId', 'questionKey'], isUnique: true }),
          new TableIndex({ name: `IDX_${answers}_answeredBy`, columnNames: ['answeredBy'] }),
        ],
        foreignKeys: [foreignKey(answers, 'organizerId', table, 'CASCADE'), foreignKey(answers, 'answeredBy', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('organizer_answers', true, true, true);
    await queryRunner.dropTable('organizers', true, true, true);
    await queryRunner.dropTable('organizer_templates', true, true, true);
  }
}
