import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, foreignKey, id, integer, json, ref, text, timestamp, varchar } from './columns';

/**
 * `idempotency_keys`: the Idempotency-Key of each POST that sent one, and the answer to repeat to
 * its retries for 24 hours (features/idempotency, docs/integrations.md#idempotency). The unique
 * index on (scope, keyHash) lets one request only run for a key across every instance. Table API,
 * so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class IdempotencyKeys1795730000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          id(),
          varchar('scope', 60),
          ref('userId', { nullable: true }),
          varchar('keyHash', 64),
          varchar('key', 255),
          varchar('method', 10),
          varchar('path', 2000),
          varchar('fingerprint', 64, { nullable: true }),
          varchar('state', 20, { default: 'in_progress' }),
          datetime('leaseExpiresAt'),
          integer('responseStatus', { nullable: true }),
          json('responseHeaders', { nullable: true }),
          text('responseBody'),
          datetime('expiresAt', { nullable: false }),
          timestamp(dialectOf(queryRunner), 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_idempotency_keys_scope_keyHash', columnNames: ['scope', 'keyHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_idempotency_keys_userId', columnNames: ['userId'] }),
          new TableIndex({ name: 'IDX_idempotency_keys_expiresAt', columnNames: ['expiresAt'] }),
        ],
        foreignKeys: [foreignKey('idempotency_keys', 'userId', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys', true, true, true);
  }
}
