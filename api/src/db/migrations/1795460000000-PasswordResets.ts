import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Forgotten and changed passwords:
 * - `users.sessionGeneration`: a session is valid only while it carries the user's current
 *   generation, so raising it signs the user out everywhere at once (any session store, any instance);
 * - `user_invitations.purpose`: the single-use link table serves invitations and password resets,
 *   and a link of one purpose never works for the other.
 * TableColumn API, so it runs unchanged on SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class PasswordResets1795460000000 implements MigrationInterface {
  name = 'PasswordResets1795460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'sessionGeneration', type: 'integer', default: 0, isNullable: false }));
    await queryRunner.addColumn(
      'user_invitations',
      new TableColumn({ name: 'purpose', type: 'varchar', length: '20', default: "'invitation'", isNullable: false }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_invitations', 'purpose');
    await queryRunner.dropColumn('users', 'sessionGeneration');
  }
}
