import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { files, uploadOverRest } from '../documents/document-test-kit';
import { restoreBackup } from './restore-backup';
import { MANIFEST_NAME, type BackupManifest } from './backup-manifest';
import { fileChecksums, portableTables, readArchiveEntries, writeArchiveEntries, type ArchiveEntryCopy } from './backup-test-kit';

const [sqlite] = testDatabaseTargets;

describe.each(testDatabaseTargets)('restoring into a $name database that holds records', (target) => {
  let source: TestApp;
  let destination: TestApp;
  let archive: string;
  let workDir: string;

  beforeAll(async () => {
    source = await createTestApp(sqlite);
    await uploadOverRest(await source.agent('client'), files.pdf(), 'Archived.pdf').expect(201);
    ({ file: archive } = await source.app.services.backups.backUp('command'));
    destination = await createTestApp(target);
    await uploadOverRest(await destination.agent('client'), files.xlsx(), 'Only in the target.xlsx').expect(201);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-archives-'));
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await destination?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const restoreInto = (file: string, replace: boolean) =>
    restoreBackup(
      file,
      { databaseUrl: destination.database.url, dataDir: destination.database.dataDir, uploadDir: destination.config.uploadDir },
      { replace },
    );

  /** A copy of the good archive with its entries changed. */
  async function damaged(name: string, change: (entries: ArchiveEntryCopy[]) => ArchiveEntryCopy[]): Promise<string> {
    const file = path.join(workDir, name);
    await writeArchiveEntries(file, change(await readArchiveEntries(archive)));
    return file;
  }

  async function expectRefusedAndUntouched(file: string, message: RegExp, replace = true): Promise<void> {
    const rows = await portableTables(destination.database.dataSource);
    const stored = fileChecksums(destination.config.uploadDir);
    await expect(restoreInto(file, replace)).rejects.toThrow(message);
    expect(await portableTables(destination.database.dataSource)).toEqual(rows);
    expect(fileChecksums(destination.config.uploadDir)).toEqual(stored);
  }

  it('refuses an archive in which one byte of an uploaded file changed, naming the file', async () => {
    const file = await damaged('changed-upload.tar.gz', (entries) =>
      entries.map((entry) => {
        if (!entry.name.startsWith('uploads/')) return entry;
        const data = Buffer.from(entry.data);
        data[10] ^= 0xff;
        return { ...entry, data };
      }),
    );
    await expectRefusedAndUntouched(file, /damaged.*uploads\/[0-9a-f]{32}\.pdf does not match its SHA-256 checksum/);
  });

  it("refuses an archive in which a table's rows were edited", async () => {
    const file = await damaged('changed-table.tar.gz', (entries) =>
      entries.map((entry) =>
        entry.name === 'tables/users.jsonl'
          ? { ...entry, data: Buffer.from(entry.data.toString().replace('client@example.com', 'evil@example.com')) }
          : entry,
      ),
    );
    await expectRefusedAndUntouched(file, /tables\/users\.jsonl does not match its SHA-256 checksum/);
  });

  it('refuses an archive missing a file its manifest lists', async () => {
    const file = await damaged('missing-table.tar.gz', (entries) => entries.filter((entry) => entry.name !== 'tables/documents.jsonl'));
    await expectRefusedAndUntouched(file, /tables\/documents\.jsonl is missing/);
  });

  it('refuses an archive without its manifest', async () => {
    const file = await damaged('no-manifest.tar.gz', (entries) => entries.filter((entry) => entry.name !== MANIFEST_NAME));
    await expectRefusedAndUntouched(file, /has no manifest\.json/);
  });

  it('refuses a manifest from a newer version of the portal than this code knows', async () => {
    const file = await damaged('newer-schema.tar.gz', (entries) =>
      entries.map((entry) => {
        if (entry.name !== MANIFEST_NAME) return entry;
        const manifest = JSON.parse(entry.data.toString()) as BackupManifest;
        manifest.schema = { name: 'TimeTravel1999999999999', timestamp: 1999999999999 };
        return { ...entry, data: Buffer.from(JSON.stringify(manifest)) };
      }),
    );
    await expectRefusedAndUntouched(file, /made by a newer version of the portal: its schema is at migration TimeTravel1999999999999/);
  });

  it('refuses a file whose compressed bytes were damaged', async () => {
    const file = path.join(workDir, 'flipped-byte.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(file, bytes);
    await expectRefusedAndUntouched(file, /is not a readable \.tar\.gz archive \(damaged or cut short\)/);
  });

  it('refuses a path that is not there', async () => {
    await expectRefusedAndUntouched(path.join(workDir, 'nothing-here.tar.gz'), /There is no archive at/);
  });

  it('refuses a good archive without --replace, naming tables that hold records, then replaces them with it', async () => {
    await expectRefusedAndUntouched(
      archive,
      /already holds \d+ records in \d+ tables \(users: \d+, documents: \d+, .*\)\. Nothing was restored; add --replace to overwrite it/,
      false,
    );

    const summary = await restoreInto(archive, true);
    expect(summary.files).toBe(Object.keys(fileChecksums(source.config.uploadDir)).length);
    expect(fileChecksums(destination.config.uploadDir)).toEqual(fileChecksums(source.config.uploadDir));
    const documents = (await portableTables(destination.database.dataSource)).documents.join('\n');
    expect(documents).toContain('Archived.pdf');
    expect(documents).not.toContain('Only in the target.xlsx');
  });
});
