import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, id, integer, ref, timestamp, timestamps, varchar } from './columns';

const userForeignKey = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_userId`,
    columnNames: ['userId'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });

/** Two-step sign-in: each user's authenticator secret and their one-time recovery codes (features/two-step). */
export class TwoStepSignIn1795490000000 implements MigrationInterface {
  name = 'TwoStepSignIn1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'two_step_enrolments',
        columns: [
          id(),
          ref('userId'),
          varchar('secretCiphertext', 255),
          datetime('confirmedAt'),
          integer('lastUsedStep', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [new TableIndex({ name: 'UQ_two_step_enrolments_userId', columnNames: ['userId'], isUnique: true })],
        foreignKeys: [userForeignKey('two_step_enrolments')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'two_step_recovery_codes',
        columns: [id(), ref('userId'), varchar('codeHash', 64), datetime('usedAt'), timestamp(dialect, 'createdAt')],
        indices: [new TableIndex({ name: 'IDX_two_step_recovery_codes_userId', columnNames: ['userId'] })],
        foreignKeys: [userForeignKey('two_step_recovery_codes')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('two_step_recovery_codes', true, true, true);
    await queryRunner.dropTable('two_step_enrolments', true, true, true);
  }
}
