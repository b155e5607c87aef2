import type { FeatureModule } from '../../context/feature-module';
import { scheduleBackups } from './backup-schedule';
import type { BackupService } from './backup.service';

declare module '../../context/services' {
  interface Services {
    backups: BackupService;
  }
}

export const backupsFeature: FeatureModule = {
  name: 'backups',
  jobs: [{ name: 'backups', start: ({ services, config }) => scheduleBackups(services.backups, config.backupEvery) }],
};

// What other features may use.
export { BackupStatusType } from './backup.types';
export type { BackupOverview } from './backup.service';
