import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, json, ref, timestamp, varchar } from './columns';

/**
 * `api_tokens`: staff members' personal access tokens, each stored as the sha256 of its secret
 * (features/api-tokens). TableColumn/Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class ApiTokens1795541000000 implements MigrationInterface {
  name = 'ApiTokens1795541000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          id(),
          ref('userId'),
          varchar('name', 100),
          varchar('prefix', 20),
          varchar('secretHash', 64),
          json('scopes'),
          datetime('expiresAt', { nullable: false }),
          datetime('lastUsedAt'),
          varchar('lastUsedIpAddress', 45, { nullable: true }),
          datetime('revokedAt'),
          timestamp(dialectOf(queryRunner), 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_api_tokens_secretHash', columnNames: ['secretHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_api_tokens_userId', columnNames: ['userId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_api_tokens_userId',
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
    await queryRunner.dropTable('api_tokens', true, true, true);
  }
}
