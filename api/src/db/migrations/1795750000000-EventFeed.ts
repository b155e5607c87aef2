import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, text, varchar } from './columns';

/**
 * The events feed (docs/integrations.md#events): every announced event's payload, kept 30 days, so an
 * integration reads again what its webhooks missed.
 */
export class EventFeed1795750000000 implements MigrationInterface {
  name = 'EventFeed1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'events',
        columns: [
          { name: 'id', type: 'varchar', length: '40', isPrimary: true },
          varchar('type', 60),
          { ...text('payload'), isNullable: false },
          { ...datetime('createdAt'), isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'IDX_events_createdAt_id', columnNames: ['createdAt', 'id'] }),
          new TableIndex({ name: 'IDX_events_type_createdAt', columnNames: ['type', 'createdAt'] }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('events');
  }
}
