import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../composition/data-source';
import { migrations } from '../../db/migrations';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { writeBackup } from './backup-writer';
import { migrationVersion } from './backup-archive';
import { restoreBackup } from './restore-backup';

describe.each(testDatabaseTargets)('restoring an archive of an older schema into $name', (target) => {
  let workDir: string;
  let destination: TestDatabase;
  beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'older-schema-'));
  });
  afterAll(async () => {
    await destination?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('builds the schema up to the archive, loads its rows, then runs the newer migrations over them', async () => {
    // A database as the first two migrations left it, before users had a session generation.
    const older = new DataSource({ ...dataSourceOptions({ dataDir: path.join(workDir, 'older') }), migrations: migrations.slice(0, 2) });
    await older.initialize();
    await older.runMigrations();
    await older.query(
      `INSERT INTO users (id, email, firstName, lastName) VALUES ('00000000-0000-4000-8000-0000000000aa', 'early@example.com', 'Early', 'Client')`,
    );
    const { file, manifest } = await writeBackup({
      dataSource: older,
      databaseUrl: undefined,
      uploadDir: path.join(workDir, 'older', 'uploads'),
      backupDir: path.join(workDir, 'backups'),
      appVersion: '0.9.0',
    });
    await older.destroy();
    expect(manifest.schema).toEqual(migrationVersion(migrations[1]));

    destination = await createTestDatabase(target, { migrate: false });
    await destination.dataSource.destroy();
    const summary = await restoreBackup(file, {
      databaseUrl: destination.url,
      dataDir: destination.dataDir,
      uploadDir: path.join(destination.dataDir, 'uploads'),
    });
    await destination.dataSource.initialize();

    expect(summary.migrationsRun).toEqual(migrations.slice(2).map((migration) => migrationVersion(migration).name));
    expect(await destination.dataSource.showMigrations()).toBe(false);
    const [user] = await destination.dataSource.query(`SELECT email, sessionGeneration FROM users`);
    expect(user).toEqual({ email: 'early@example.com', sessionGeneration: 0 });
  }, 60_000);
});
