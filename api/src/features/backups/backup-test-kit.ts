import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import type { DataSource } from 'typeorm';
import { openSnapshot } from './database-snapshot';

/** Every table's rows in their portable form, each table's rows sorted, for comparing databases. */
export async function portableTables(dataSource: DataSource): Promise<Record<string, string[]>> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-compare-'));
  const snapshot = await openSnapshot(dataSource, workDir);
  try {
    const tables: Record<string, string[]> = {};
    for (const table of snapshot.tables) {
      const rows: string[] = [];
      for await (const row of snapshot.rows(table)) rows.push(JSON.stringify(row));
      tables[table.name] = rows.sort();
    }
    return tables;
  } finally {
    await snapshot.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Rows as objects, sorted by everything but their instants. With `withinASecond`, each instant
 * becomes a matcher: MySQL and MariaDB keep most datetime columns to the second (MySQL rounds,
 * MariaDB truncates), SQLite keeps what it is given, so across the two an instant may move by
 * less than a second and nothing else may change.
 */
export function comparableRows(tables: Record<string, string[]>, withinASecond: boolean): Record<string, unknown[]> {
  const instantsBlanked = (row: string) => row.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '""');
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => [
      name,
      [...rows]
        .sort((a, b) => (instantsBlanked(a) < instantsBlanked(b) ? -1 : instantsBlanked(a) > instantsBlanked(b) ? 1 : 0))
        .map((text) => {
          const row = JSON.parse(text) as Record<string, unknown>;
          if (!withinASecond) return row;
          return Object.fromEntries(
            Object.entries(row).map(([column, value]) => [
              column,
              typeof value === 'string' && ISO_INSTANT.test(value) ? withinASecondOf(value) : value,
            ]),
          );
        }),
    ]),
  );
}

function withinASecondOf(iso: string) {
  return {
    $$typeof: Symbol.for('jest.asymmetricMatcher'),
    asymmetricMatch: (actual: unknown) =>
      typeof actual === 'string' && Math.abs(new Date(actual).getTime() - new Date(iso).getTime()) < 1000,
    toAsymmetricMatcher: () => `within a second of ${iso}`,
  };
}

/** SHA-256 of every file under a folder, by its path there. */
export function fileChecksums(directory: string, prefix = ''): Record<string, string> {
  if (!fs.existsSync(directory)) return {};
  const sums: Record<string, string> = {};
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) Object.assign(sums, fileChecksums(full, `${prefix}${entry.name}/`));
    else sums[`${prefix}${entry.name}`] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return sums;
}

export interface ArchiveEntryCopy {
  name: string;
  data: Buffer;
}

/** A small archive's entries, in order (tests only: everything is read into memory). */
export async function readArchiveEntries(file: string): Promise<ArchiveEntryCopy[]> {
  const extract = tar.extract();
  const entries: ArchiveEntryCopy[] = [];
  const done = (async () => {
    for await (const entry of extract) entries.push({ name: entry.header.name, data: await buffer(entry) });
  })();
  extract.end(gunzipSync(fs.readFileSync(file)));
  await done;
  return entries;
}

/** Writes entries as a new .tar.gz, as a damaged copy of an archive would be made. */
export async function writeArchiveEntries(file: string, entries: ArchiveEntryCopy[]): Promise<void> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.name }, entry.data, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  await collected;
  fs.writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}
