import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, datetime, dialectOf, id, integer, json, ref, text, timestamps, varchar } from './columns';

/**
 * Webhooks (features/webhooks): the endpoints administrators register, and one delivery row per
 * event and endpoint, stored with the change it announces and sent by a worker with retries.
 * Table API, so it runs unchanged on SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class Webhooks1795560000000 implements MigrationInterface {
  name = 'Webhooks1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          id(),
          varchar('url', 2000),
          varchar('description', 255, { nullable: true }),
          json('events'),
          varchar('sealedSecret', 255),
          boolean('enabled', true),
          varchar('disabledReason', 255, { nullable: true }),
          datetime('disabledAt'),
          datetime('failingSince'),
          datetime('lastAttemptAt'),
          // Unknown until the first try: a nullable boolean, which columns.ts has no builder for.
          { name: 'lastAttemptSucceeded', type: 'boolean', isNullable: true },
          integer('lastResponseStatus', { nullable: true }),
          ref('createdBy', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [new TableIndex({ name: 'IDX_webhook_endpoints_createdBy', columnNames: ['createdBy'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_webhook_endpoints_createdBy',
            columnNames: ['createdBy'],
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
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          id(),
          ref('endpointId'),
          varchar('eventId', 40),
          varchar('eventType', 60),
          text('payload', { nullable: false }),
          varchar('status', 20, { default: 'waiting' }),
          integer('attempts', { default: 0 }),
          datetime('nextAttemptAt'),
          varchar('claimToken', 36, { nullable: true }),
          datetime('leaseExpiresAt'),
          datetime('lastAttemptAt'),
          integer('responseStatus', { nullable: true }),
          varchar('responseExcerpt', 500, { nullable: true }),
          integer('durationMs', { nullable: true }),
          text('lastError'),
          datetime('deliveredAt'),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'IDX_webhook_deliveries_status_nextAttemptAt', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_endpointId_createdAt', columnNames: ['endpointId', 'createdAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_webhook_deliveries_endpointId',
            columnNames: ['endpointId'],
            referencedTableName: 'webhook_endpoints',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
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
    await queryRunner.dropTable('webhook_deliveries', true, true, true);
    await queryRunner.dropTable('webhook_endpoints', true, true, true);
  }
}
