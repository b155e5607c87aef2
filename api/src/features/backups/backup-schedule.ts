import { logger } from '../../shared/logger';
import type { BackupService } from './backup.service';

/** How often an instance looks whether the current backup period has been claimed yet. */
const LOOK_EVERY_MS = 60_000;

/**
 * Scheduled backups while the server runs (BACKUP_EVERY): every instance looks once a minute,
 * and the first to claim the current period makes its backup (BackupService.runScheduledRound).
 * So a backup follows each period's start within a minute, whichever instances are up, and
 * restarts never skip or repeat one. Answers a function that stops looking.
 */
export function scheduleBackups(backups: BackupService, every: { ms: number } | undefined): () => void {
  if (!every) return () => undefined;
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    backups
      .runScheduledRound(new Date())
      .then(
        (written) => written && logger.info({ file: written.file, bytes: written.bytes }, 'Scheduled backup written'),
        (error: unknown) => logger.error({ err: error }, 'Scheduled backup failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  round();
  const timer = setInterval(round, Math.min(every.ms, LOOK_EVERY_MS));
  timer.unref();
  return () => clearInterval(timer);
}
