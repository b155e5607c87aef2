import type { DataSource } from 'typeorm';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { newId } from './base-entity';
import { undoMigrationsThrough } from '../test/undo-migrations';

/** Undoes the migrations after this one, then this one (later features' migrations come after it). */
const undoThroughMessageAttachments = (dataSource: DataSource) => undoMigrationsThrough(dataSource, 'MessageAttachments1795500000000');

const count = async (dataSource: DataSource, sql: string, parameters: unknown[] = []) =>
  Number((await dataSource.query(sql, parameters))[0].total);

describe.each(testDatabaseTargets)('the message attachments migration ($name)', (target) => {
  let db: TestDatabase;
  const ids = { sender: newId(), recipient: newId(), listed: newId(), plain: newId() };

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await undoThroughMessageAttachments(db.dataSource);
    const insertUser =
      'INSERT INTO users (id, email, firstName, lastName, country, isActive, sessionGeneration) VALUES (?, ?, ?, ?, ?, ?, ?)';
    await db.dataSource.query(insertUser, [ids.sender, 'lerato@example.co.za', 'Lerato', 'Mokoena', 'South Africa', 1, 0]);
    await db.dataSource.query(insertUser, [ids.recipient, 'sipho@example.co.za', 'Sipho', 'Dlamini', 'South Africa', 1, 0]);
    const insertMessage = 'INSERT INTO messages (id, senderId, recipientId, content, isRead, attachments) VALUES (?, ?, ?, ?, ?, ?)';
    const listed = [
      { name: 'Checklist.pdf', size: 48213, mimeType: 'application/pdf' },
      { name: 'Template.xlsx', size: 18944, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ];
    await db.dataSource.query(insertMessage, [ids.listed, ids.sender, ids.recipient, 'With files', 0, JSON.stringify(listed)]);
    await db.dataSource.query(insertMessage, [ids.plain, ids.sender, ids.recipient, 'No files', 0, '[]']);
  }, 60_000);

  afterAll(() => db?.drop());

  it("moves each message's listed files into message_attachments, without a stored file, and drops the json column", async () => {
    await db.dataSource.runMigrations();

    const rows: { messageId: string; originalName: string; storageKey: string | null; fileSize: number; mimeType: string }[] =
      await db.dataSource.query(
        'SELECT messageId, originalName, storageKey, fileSize, mimeType FROM message_attachments ORDER BY originalName',
      );
    expect(rows.map((row) => ({ ...row, fileSize: Number(row.fileSize) }))).toEqual([
      { messageId: ids.listed, originalName: 'Checklist.pdf', storageKey: null, fileSize: 48213, mimeType: 'application/pdf' },
      {
        messageId: ids.listed,
        originalName: 'Template.xlsx',
        storageKey: null,
        fileSize: 18944,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
    const queryRunner = db.dataSource.createQueryRunner();
    try {
      expect(await queryRunner.hasColumn('messages', 'attachments')).toBe(false);
    } finally {
      await queryRunner.release();
    }
    expect(await count(db.dataSource, 'SELECT COUNT(*) AS total FROM messages')).toBe(2);
  }, 60_000);

  it('puts the lists back with down', async () => {
    await undoThroughMessageAttachments(db.dataSource);
    const rows: { id: string; attachments: string }[] = await db.dataSource.query('SELECT id, attachments FROM messages ORDER BY content');
    expect(rows.find((row) => row.id === ids.plain)?.attachments).toBe('[]');
    expect(JSON.parse(rows.find((row) => row.id === ids.listed)!.attachments)).toEqual([
      { name: 'Checklist.pdf', size: 48213, mimeType: 'application/pdf' },
      { name: 'Template.xlsx', size: 18944, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    await db.dataSource.runMigrations();
    expect(await count(db.dataSource, 'SELECT COUNT(*) AS total FROM message_attachments')).toBe(2);
  }, 60_000);
});
