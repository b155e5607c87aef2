import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, integer, json, text, timestamps, varchar } from './columns';

/**
 * `mail_queue`: every e-mail is stored here (with the change that causes it) and sent by a worker
 * with retries (features/mail-queue). TableColumn/Table API, so it runs unchanged on SQLite and
 * MySQL/MariaDB (docs/libraries.md).
 */
export class MailQueue1795530000000 implements MigrationInterface {
  name = 'MailQueue1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_queue',
        columns: [
          id(),
          varchar('recipient', 320),
          varchar('subject', 255),
          json('content', { nullable: true }),
          varchar('status', 20, { default: 'waiting' }),
          integer('attempts', { default: 0 }),
          datetime('nextAttemptAt'),
          varchar('claimToken', 36, { nullable: true }),
          datetime('leaseExpiresAt'),
          text('lastError'),
          datetime('sentAt'),
          ...timestamps(dialectOf(queryRunner)),
        ],
        indices: [new TableIndex({ name: 'IDX_mail_queue_status_nextAttemptAt', columnNames: ['status', 'nextAttemptAt'] })],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_queue', true, true, true);
  }
}
