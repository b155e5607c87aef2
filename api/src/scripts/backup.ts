import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { databaseKind } from '../db/data-source';
import { createDataSource } from '../composition/data-source';
import { BackupService } from '../features/backups/backup.service';
import { formatBytes } from '../features/backups/restore-report';

/** `npm run backup`: one archive of the configured database and upload folder in BACKUP_DIR. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'app.sqlite'))) {
    throw new Error(
      `There is no database at ${path.join(config.dataDir, 'app.sqlite')} to back up (start the server once with npm start).`,
    );
  }
  const dataSource = createDataSource({ url: config.databaseUrl, dataDir: config.dataDir });
  await dataSource.initialize();
  try {
    const backups = new BackupService(dataSource, {
      databaseUrl: config.databaseUrl,
      uploadDir: config.uploadDir,
      backupDir: config.backupDir,
      appVersion: config.version,
      every: config.backupEvery,
      keep: config.backupKeep,
    });
    const { file, bytes, manifest } = await backups.backUp('command');
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${file} (${formatBytes(bytes)})`);
    console.log(
      `  ${databaseKind(config.databaseUrl)} database at migration ${manifest.schema.name}: ${manifest.tables.length} tables, ${rows} rows; ${manifest.files.length} uploaded files`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
