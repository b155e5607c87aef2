import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, ref, timestamp, varchar } from './columns';

/** The sessions a user can see and end on their profile (features/sessions). */
export class UserSessions1795470000000 implements MigrationInterface {
  name = 'UserSessions1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_sessions',
        columns: [
          id(),
          ref('userId'),
          varchar('userAgent', 255, { nullable: true }),
          varchar('ipAddress', 45, { nullable: true }),
          datetime('lastSeenAt', { nullable: false }),
          datetime('endedAt'),
          timestamp(dialectOf(queryRunner), 'createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_user_sessions_userId', columnNames: ['userId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_user_sessions_userId',
            columnNames: ['userId'],
            referencedTableName: 'users',
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
    await queryRunner.dropTable('user_sessions', true, true, true);
  }
}
