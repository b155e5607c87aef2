import type { SystemStatusDetailsFragment } from '../../../../graphql/generated';

type BackupStatus = NonNullable<SystemStatusDetailsFragment['backup']>;

/** The Backups card's headline: how the newest backup went. */
export function backupState({ last }: BackupStatus): string {
  if (!last) return 'No backup yet';
  return last.succeeded ? 'Succeeded' : 'Failed';
}

/** "Every 24h, keeping the newest 14", or that backups run only by hand. */
export function backupSchedule({ every, keep }: BackupStatus): string {
  if (!every) return 'Not scheduled (BACKUP_EVERY is not set)';
  return keep ? `Every ${every}, keeping the newest ${keep}` : `Every ${every}, keeping every archive`;
}
