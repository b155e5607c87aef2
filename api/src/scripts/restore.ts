import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config';
import { databaseKind } from '../db/data-source';
import { restoreBackup } from '../features/backups/restore-backup';
import { describeRestore } from '../features/backups/restore-report';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--replace]';

/**
 * `npm run restore -- <archive> [--replace]`: loads an archive into the configured database
 * (DATABASE_URL, or the embedded SQLite file) and upload folder. Stop the servers first.
 */
async function main(argv: string[]): Promise<void> {
  const replace = argv.includes('--replace');
  const unknown = argv.filter((argument) => argument.startsWith('--') && argument !== '--replace');
  const archives = argv.filter((argument) => !argument.startsWith('--'));
  if (unknown.length > 0 || archives.length !== 1) throw new Error(USAGE);
  // npm runs scripts from the repository root; a relative path means where the command was typed.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), archives[0]);
  const config = loadConfig();
  console.log(`Checking ${archive}…`);
  const summary = await restoreBackup(
    archive,
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadDir: config.uploadDir },
    { replace },
  );
  console.log(describeRestore(summary, databaseKind(config.databaseUrl), config.uploadDir));
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
