import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { DataSource } from 'typeorm';
import { databaseKind } from '../../db/data-source';
import { openSnapshot, TABLES_NOT_BACKED_UP } from './database-snapshot';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_NAME,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  archiveFileName,
  type ArchivedFile,
  type ArchivedTable,
  type BackupManifest,
} from './backup-manifest';

export interface BackupSource {
  dataSource: DataSource;
  /** The DATABASE_URL the data source was opened with (undefined: the embedded SQLite). */
  databaseUrl: string | undefined;
  uploadDir: string;
  backupDir: string;
  appVersion: string;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one .tar.gz archive to the backup folder: every table as JSON Lines, every uploaded
 * file, then the manifest. Tables go to a working folder first (a tar entry must state its size
 * up front); nothing is held in memory but one row or one chunk at a time. The archive appears
 * under its final name only once complete.
 */
export async function writeBackup(source: BackupSource, now = new Date()): Promise<WrittenBackup> {
  fs.mkdirSync(source.backupDir, { recursive: true });
  removeAbandonedWork(source.backupDir, now);
  const workDir = fs.mkdtempSync(path.join(source.backupDir, '.work-'));
  const partial = path.join(workDir, 'archive.tar.gz');
  try {
    const { tables, migration } = await dumpTables(source.dataSource, workDir);
    if (!migration) throw new Error('The database has no migrations applied: there is nothing to back up');
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    for (const table of tables) await addEntry(pack, table.name, fs.createReadStream(path.join(workDir, table.name)), table.bytes, now);
    const files = await addUploads(pack, source.uploadDir, now);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: source.appVersion,
      database: { kind: databaseKind(source.databaseUrl) },
      schema: migration,
      tables,
      files,
      tablesNotBackedUp: TABLES_NOT_BACKED_UP.filter((name) => name !== 'typeorm_metadata'),
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: manifestBytes.length, mtime: now }, manifestBytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    pack.finalize();
    await written;
    const file = freeName(source.backupDir, archiveFileName(now));
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, manifest };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Every table to `workDir/tables/<name>.jsonl`, with its row count and checksum. */
async function dumpTables(dataSource: DataSource, workDir: string) {
  fs.mkdirSync(path.join(workDir, TABLES_FOLDER));
  const snapshot = await openSnapshot(dataSource, workDir);
  try {
    const tables: ArchivedTable[] = [];
    for (const table of snapshot.tables) {
      const name = `${TABLES_FOLDER}${table.name}.jsonl`;
      const output = fs.createWriteStream(path.join(workDir, name));
      const hash = crypto.createHash('sha256');
      let rows = 0;
      let bytes = 0;
      for await (const row of snapshot.rows(table)) {
        const line = Buffer.from(`${JSON.stringify(row)}\n`);
        hash.update(line);
        bytes += line.length;
        rows += 1;
        if (!output.write(line)) await once(output, 'drain');
      }
      output.end();
      await once(output, 'close');
      tables.push({ name, table: table.name, rows, bytes, sha256: hash.digest('hex'), columns: table.columns });
    }
    return { tables, migration: snapshot.migration };
  } finally {
    await snapshot.close();
  }
}

/**
 * Every file under the upload folder (temporary `.partial-…` files of uploads under way are
 * skipped). A file removed between listing and reading is skipped too.
 */
async function addUploads(pack: tar.Pack, uploadDir: string, now: Date): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  for (const relative of listFiles(uploadDir)) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(path.join(uploadDir, relative), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const { size } = await handle.stat();
    const name = `${UPLOADS_FOLDER}${relative}`;
    const sha256 = await addEntry(pack, name, handle.createReadStream(), size, now);
    files.push({ name, bytes: size, sha256 });
  }
  return files;
}

function listFiles(directory: string, prefix = ''): string[] {
  if (!fs.existsSync(directory)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) found.push(...listFiles(path.join(directory, entry.name), `${prefix}${entry.name}/`));
    else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
  }
  return found;
}

/** Streams one entry into the archive; resolves with the SHA-256 of its bytes. */
async function addEntry(pack: tar.Pack, name: string, content: Readable, size: number, mtime: Date): Promise<string> {
  const hash = crypto.createHash('sha256');
  content.on('data', (chunk: Buffer) => hash.update(chunk));
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    pipeline(content, entry).catch(reject);
  });
  return hash.digest('hex');
}

/** Working folders a process left behind when it stopped mid-backup, a day or more ago. */
function removeAbandonedWork(backupDir: string, now: Date): void {
  for (const name of fs.readdirSync(backupDir)) {
    const folder = path.join(backupDir, name);
    if (name.startsWith('.work-') && fs.statSync(folder).mtimeMs < now.getTime() - 86_400_000) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}

/** The archive's name, with -1, -2… when a backup of the same second already exists. */
function freeName(directory: string, name: string): string {
  let candidate = path.join(directory, name);
  for (let attempt = 1; fs.existsSync(candidate); attempt += 1) {
    candidate = path.join(directory, name.replace(/\.tar\.gz$/, `-${attempt}.tar.gz`));
  }
  return candidate;
}
