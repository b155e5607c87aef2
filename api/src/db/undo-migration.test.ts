import { DataSource, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { User } from '../accounts/user.entity';
import { dataSourceOptions } from '../composition/data-source';
import { MessageAttachment } from '../features/messages/message-attachment.entity';
import { Message } from '../features/messages/message.entity';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { migrations } from './migrations';
import { undoLastMigration } from './undo-migration';

/** Adds a column to messages, and drops it again: on SQLite, TypeORM's dropColumn copies the table. */
class CopiesMessages9999999999001 implements MigrationInterface {
  name = 'CopiesMessages9999999999001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('messages', new TableColumn({ name: 'scratch', type: 'varchar', length: '10', isNullable: true }));
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('messages', 'scratch');
  }
}

let breaksReferences = true;
const sender = '00000000-0000-4000-8000-00000000a001';

/** A down that, while `breaksReferences`, deletes a person messages still name (no cascade, foreign keys being off). */
class BreaksReferences9999999999002 implements MigrationInterface {
  name = 'BreaksReferences9999999999002';
  async up(): Promise<void> {}
  async down(queryRunner: QueryRunner): Promise<void> {
    if (breaksReferences) await queryRunner.query('DELETE FROM users WHERE id = ?', [sender]);
  }
}

/*
 * Undoing a migration on SQLite runs its down with foreign keys off (undo-migration.ts): a table
 * copied keeps the rows that refer to it, and a down that leaves a reference dangling is refused
 * and rolled back. MySQL and MariaDB change a column in place and copy nothing.
 */
const [sqlite] = testDatabaseTargets;

describe(`undoing a migration (${sqlite.name})`, () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const recipient = '00000000-0000-4000-8000-00000000a002';

  beforeAll(async () => {
    db = await createTestDatabase(sqlite, { migrate: false });
    dataSource = new DataSource({
      ...dataSourceOptions({ dataDir: db.dataDir }),
      migrations: [...migrations, CopiesMessages9999999999001, BreaksReferences9999999999002],
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    const manager = dataSource.manager;
    await manager.insert(User, [
      { id: sender, email: 'thandi@example.co.za', firstName: 'Thandi', lastName: 'Mokoena' },
      { id: recipient, email: 'johan@example.co.za', firstName: 'Johan', lastName: 'Smit' },
    ]);
    const message = await manager.save(manager.create(Message, { senderId: sender, recipientId: recipient, content: 'The IRP5' }));
    await manager.save(
      manager.create(MessageAttachment, { messageId: message.id, originalName: 'irp5.pdf', fileSize: 1024, mimeType: 'application/pdf' }),
    );
  }, 60_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  const count = async (table: string) => Number((await dataSource.query(`SELECT COUNT(*) AS total FROM ${table}`))[0].total);
  const applied = async () => (await dataSource.query<{ name: string }[]>('SELECT name FROM migrations')).map((row) => row.name);

  it('refuses a down that leaves a reference dangling, and rolls it back', async () => {
    await expect(undoLastMigration(dataSource)).rejects.toThrow(/break 1 references \(first: messages → users\)/);
    expect(await count('users')).toBe(2);
    expect(await applied()).toContain('BreaksReferences9999999999002');
    expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    breaksReferences = false;
    await undoLastMigration(dataSource);
    expect(await applied()).not.toContain('BreaksReferences9999999999002');
  });

  it('keeps the rows that refer to a table its down copies, and turns foreign keys on again', async () => {
    await undoLastMigration(dataSource);
    expect(await applied()).not.toContain('CopiesMessages9999999999001');
    expect(await count('messages')).toBe(1);
    expect(await count('message_attachments')).toBe(1);
    expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    // On again: deleting the person deletes their message and its file, as ON DELETE CASCADE says.
    await dataSource.query('DELETE FROM users WHERE id = ?', [sender]);
    expect(await count('message_attachments')).toBe(0);
  });
});
