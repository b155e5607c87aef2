import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { MigrationInterface } from 'typeorm';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_NAME, type ArchivedFile, type BackupManifest } from './backup-manifest';
import type { SchemaVersion } from './database-snapshot';

/** A backup or restore that cannot go on; the message says why, in words an operator can act on. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** One entry of an archive: its header and its bytes, to be read (or resumed) before the next. */
export type ArchiveEntry = NodeJS.ReadableStream & AsyncIterable<Buffer> & { header: tar.Header };

/** The entries of a .tar.gz archive, one at a time. */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  // The gzip trailer's checksum is checked only once every byte is through: the entries are not
  // done until the whole pipeline is.
  const finished = new Promise<Error | null>((resolve) =>
    pipeline(fs.createReadStream(file), createGunzip(), extract, (error) => resolve(error ?? null)),
  );
  try {
    for await (const entry of extract) yield entry as unknown as ArchiveEntry;
    const failure = await finished;
    if (failure) throw failure;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw unreadable(file, error as Error);
  } finally {
    extract.destroy();
  }
}

function unreadable(file: string, error: Error): BackupError {
  return new BackupError(`${file} is not a readable .tar.gz archive (damaged or cut short): ${error.message}`);
}

type Migration = new () => MigrationInterface;

/** The name TypeORM records for a migration class, and the timestamp at the end of it. */
export function migrationVersion(migration: Migration): SchemaVersion {
  const name = new migration().name ?? migration.name;
  return { name, timestamp: Number(name.slice(-13)) };
}

/** Where the archive's schema sits in this code's migrations; refuses one this code does not know. */
export function schemaPosition(schema: SchemaVersion, migrations: Migration[]): number {
  const known = migrations.map(migrationVersion);
  const index = known.findIndex((version) => version.name === schema.name);
  if (index >= 0) return index;
  const newest = known[known.length - 1];
  if (schema.timestamp > newest.timestamp) {
    throw new BackupError(
      `The archive was made by a newer version of the portal: its schema is at migration ${schema.name}, and this code knows migrations up to ${newest.name}. Restore it with that version or a newer one.`,
    );
  }
  throw new BackupError(`The archive's schema is at migration ${schema.name}, which this code does not know.`);
}

/**
 * Reads the whole archive once, before anything is changed: every entry's SHA-256 against the
 * manifest, nothing missing and nothing extra, and a schema this code can restore.
 */
export async function verifyArchive(file: string, migrations: Migration[]): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no archive at ${file}.`);
  const found = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      const hash = crypto.createHash('sha256');
      const chunks: Buffer[] = [];
      let bytes = 0;
      for await (const chunk of entry) {
        hash.update(chunk);
        bytes += chunk.length;
        if (entry.header.name === MANIFEST_NAME) chunks.push(chunk);
      }
      if (entry.header.name === MANIFEST_NAME) manifestText = Buffer.concat(chunks).toString('utf8');
      else found.set(entry.header.name, { sha256: hash.digest('hex'), bytes });
    }
  } catch (error) {
    // A damaged gzip stream fails the entry being read as well as the archive.
    if (error instanceof BackupError) throw error;
    throw unreadable(file, error as Error);
  }
  if (manifestText === undefined) {
    throw new BackupError(`The archive has no ${MANIFEST_NAME}: it is not a backup of this portal, or it was cut short.`);
  }
  const manifest = parseManifest(manifestText);
  schemaPosition(manifest.schema, migrations);
  const problems = checksumProblems([...manifest.tables, ...manifest.files], found);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    throw new BackupError(`The archive is damaged, nothing was restored: ${shown}${more}.`);
  }
  return manifest;
}

function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`The archive's ${MANIFEST_NAME} is not valid JSON: the archive is damaged.`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw new BackupError(`The archive's ${MANIFEST_NAME} is not a manifest of a portal backup.`);
  if (!(manifest.formatVersion <= ARCHIVE_FORMAT_VERSION)) {
    throw new BackupError(
      `The archive uses layout version ${manifest.formatVersion}; this code reads up to version ${ARCHIVE_FORMAT_VERSION}. Restore it with a newer version of the portal.`,
    );
  }
  if (!manifest.schema?.name || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files)) {
    throw new BackupError(`The archive's ${MANIFEST_NAME} is incomplete: the archive is damaged.`);
  }
  return manifest;
}

function checksumProblems(listed: ArchivedFile[], found: Map<string, { sha256: string; bytes: number }>): string[] {
  const problems: string[] = [];
  const listedNames = new Set(listed.map((file) => file.name));
  for (const file of listed) {
    const actual = found.get(file.name);
    if (!actual) problems.push(`${file.name} is missing`);
    else if (actual.sha256 !== file.sha256 || actual.bytes !== file.bytes)
      problems.push(`${file.name} does not match its SHA-256 checksum`);
  }
  for (const name of found.keys()) if (!listedNames.has(name)) problems.push(`${name} is not listed in the manifest`);
  return problems;
}
