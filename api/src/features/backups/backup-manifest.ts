import type { DatabaseKind } from '../../db/data-source';
import type { PortableColumn } from './portable-values';
import type { SchemaVersion } from './database-snapshot';

/** What identifies an archive of ours, and the layout version a restore understands. */
export const ARCHIVE_FORMAT = 'khanya-portal-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const UPLOADS_FOLDER = 'uploads/';

export interface ArchivedFile {
  /** The entry's name in the archive, e.g. tables/users.jsonl or uploads/1f…9a.pdf. */
  name: string;
  bytes: number;
  sha256: string;
}

export interface ArchivedTable extends ArchivedFile {
  table: string;
  rows: number;
  columns: PortableColumn[];
}

/**
 * The last entry of every archive (it can only be written once every checksum is known): enough
 * to check the archive and to restore it into either kind of database.
 */
export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: { kind: DatabaseKind };
  /** The newest migration applied to the database the archive was made from. */
  schema: SchemaVersion;
  tables: ArchivedTable[];
  files: ArchivedFile[];
  /** Tables deliberately left out (database-snapshot.ts, TABLES_NOT_BACKED_UP). */
  tablesNotBackedUp: string[];
}

/** archive name of a backup made at `now`: khanya-backup-2026-11-23T19-12-15Z.tar.gz */
export function archiveFileName(now: Date): string {
  return `khanya-backup-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}

export const ARCHIVE_NAME_PATTERN = /^khanya-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/;
