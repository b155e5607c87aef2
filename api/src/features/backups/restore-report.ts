import type { RestoreSummary } from './restore-backup';

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** What `npm run restore` prints: rows per table, files and bytes, migrations run afterwards. */
export function describeRestore(summary: RestoreSummary, targetKind: string, uploadDir: string): string {
  const { manifest } = summary;
  const width = Math.max(...summary.tables.map((table) => table.table.length), 5);
  const lines = [
    `Restored a ${manifest.database.kind} backup of ${manifest.createdAt} (schema ${manifest.schema.name}) into the ${targetKind} database:`,
    ...summary.tables.map((table) => `  ${table.table.padEnd(width)}  ${String(table.rows).padStart(8)} rows`),
    `  ${summary.tables.reduce((sum, table) => sum + table.rows, 0)} rows in ${summary.tables.length} tables`,
    `Restored ${summary.files} uploaded files (${formatBytes(summary.fileBytes)}) into ${uploadDir}`,
  ];
  if (summary.migrationsRun.length > 0)
    lines.push(`Then ran ${summary.migrationsRun.length} newer migrations: ${summary.migrationsRun.join(', ')}`);
  lines.push('Sessions are not part of a backup: everyone signs in again.');
  return lines.join('\n');
}
