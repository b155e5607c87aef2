import crypto from 'node:crypto';
import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, id, integer, json, ref, timestamp, varchar, type Dialect } from './columns';

interface LegacyAttachment {
  name?: unknown;
  size?: unknown;
  mimeType?: unknown;
}

/**
 * Message attachments become records of their own with a stored file (features/messages):
 * `message_attachments` replaces the json list `messages.attachments`. The lists already there
 * (names and sizes only: no file was ever stored for them) are moved across with no storage key,
 * so every message keeps showing the files it listed. TableColumn API, so it runs unchanged on
 * SQLite and MySQL/MariaDB (docs/libraries.md).
 */
export class MessageAttachments1795500000000 implements MigrationInterface {
  name = 'MessageAttachments1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Read before the column goes: on SQLite dropping a column rebuilds the table, which would
    // also empty a table already pointing at it (ON DELETE CASCADE) when foreign keys are on.
    const listed = (await queryRunner.query(
      "SELECT id, attachments, createdAt FROM messages WHERE attachments IS NOT NULL AND attachments <> '[]'",
    )) as { id: string; attachments: string | null; createdAt: unknown }[];
    await queryRunner.dropColumn('messages', 'attachments');
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'message_attachments',
        columns: [
          id(),
          ref('messageId'),
          varchar('originalName', 255),
          varchar('storageKey', 255, { nullable: true }),
          integer('fileSize'),
          varchar('mimeType', 100),
          timestamp(dialect, 'createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_message_attachments_messageId', columnNames: ['messageId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_message_attachments_messageId',
            columnNames: ['messageId'],
            referencedTableName: 'messages',
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

    for (const message of listed) {
      const sentAt = readDatetime(message.createdAt);
      for (const [index, attachment] of parseList(message.attachments).entries()) {
        await queryRunner.query(
          'INSERT INTO message_attachments (id, messageId, originalName, storageKey, fileSize, mimeType, createdAt) VALUES (?, ?, ?, NULL, ?, ?, ?)',
          [
            crypto.randomUUID(),
            message.id,
            legacyText(attachment.name, 'attachment').slice(0, 255),
            Number.isFinite(Number(attachment.size)) ? Math.max(0, Math.round(Number(attachment.size))) : 0,
            legacyText(attachment.mimeType, 'application/octet-stream').slice(0, 100),
            // A millisecond apart, so that the list keeps its order.
            writeDatetime(dialect, new Date(sentAt.getTime() + index)),
          ],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Read first, as in up: adding a column on SQLite rebuilds messages.
    const rows = (await queryRunner.query(
      'SELECT messageId, originalName, fileSize, mimeType FROM message_attachments ORDER BY createdAt, id',
    )) as { messageId: string; originalName: string; fileSize: number; mimeType: string }[];
    await queryRunner.dropTable('message_attachments', true, true, true);
    const lists = new Map<string, { name: string; size: number; mimeType: string }[]>();
    for (const row of rows) {
      const list = lists.get(row.messageId) ?? [];
      list.push({ name: row.originalName, size: Number(row.fileSize), mimeType: row.mimeType });
      lists.set(row.messageId, list);
    }
    await queryRunner.addColumn('messages', new TableColumn(json('attachments', { nullable: true })));
    for (const [messageId, list] of lists) {
      await queryRunner.query('UPDATE messages SET attachments = ? WHERE id = ?', [JSON.stringify(list), messageId]);
    }
    await queryRunner.query("UPDATE messages SET attachments = '[]' WHERE attachments IS NULL");
    await queryRunner.changeColumn('messages', 'attachments', new TableColumn(json('attachments')));
  }
}

function parseList(text: string | null): LegacyAttachment[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is LegacyAttachment => typeof item === 'object' && item !== null) : [];
  } catch {
    return [];
  }
}

/**
 * A listed file's name or type as text. The lists held strings; a number or a flag is kept as
 * written, and anything else (never written by the portal) counts as missing.
 */
function legacyText(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;
}

/** mysql2 reads datetime columns as Dates (timezone Z); better-sqlite3 as TypeORM's UTC text. */
function readDatetime(value: unknown): Date {
  if (value instanceof Date) return value;
  const date = new Date(`${String(value).replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/** The form each driver stores: a Date for mysql2, "YYYY-MM-DD HH:MM:SS.SSS" (UTC) on SQLite. */
function writeDatetime(dialect: Dialect, date: Date): Date | string {
  return dialect === 'sqlite' ? date.toISOString().replace('T', ' ').replace('Z', '') : date;
}
