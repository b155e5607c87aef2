import { formatDateTime } from '../../../../lib/format';
import { formatFileSize } from '../../../../lib/file-size';
import type { SystemStatusDetailsFragment } from '../../../../graphql/generated';
import { Detail, Fact, Facts, StatusCard } from './StatusCard';
import { backupSchedule, backupState } from './backup-text';

type BackupStatus = NonNullable<SystemStatusDetailsFragment['backup']>;

/** The Backups card: the newest backup (when, archive, size, or why it failed) and the schedule. */
export function BackupCard({ backup }: { backup: BackupStatus }) {
  const { last } = backup;
  return (
    <StatusCard title="Backups" icon="layers" ok={!!last?.succeeded} state={backupState(backup)}>
      <Facts>
        <Fact label="Last backup">{last ? <time dateTime={last.startedAt}>{formatDateTime(last.startedAt)}</time> : 'None yet'}</Fact>
        {last?.fileName && <Fact label="Archive">{last.fileName}</Fact>}
        {last?.sizeBytes != null && <Fact label="Size">{formatFileSize(last.sizeBytes)}</Fact>}
        <Fact label="Schedule">{backupSchedule(backup)}</Fact>
        <Fact label="Folder">{backup.directory}</Fact>
      </Facts>
      {last && !last.succeeded && <Detail role="alert">Error: {last.error ?? 'unknown'}</Detail>}
      {!last && <Detail>Run npm run backup on the server, or set BACKUP_EVERY to back up on a schedule.</Detail>}
    </StatusCard>
  );
}
