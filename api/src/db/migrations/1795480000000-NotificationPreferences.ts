import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { json } from './columns';

/**
 * Each user's notification e-mail preferences (null: every preference on,
 * docs/product.md#constants-and-limits).
 */
export class NotificationPreferences1795480000000 implements MigrationInterface {
  name = 'NotificationPreferences1795480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(json('notificationPreferences', { nullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'notificationPreferences');
  }
}
