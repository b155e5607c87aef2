import type { FeatureModule } from '../../context/feature-module';
import { AdminResolver, AuditLogEntryFieldsResolver } from './admin.resolver';
import type { SystemStatusService } from './system-status.service';
import type { AdminStatsService } from './admin-stats.service';

declare module '../../context/services' {
  interface Services {
    systemStatus: SystemStatusService;
    adminStats: AdminStatsService;
  }
}

export const adminFeature: FeatureModule = {
  name: 'admin',
  resolvers: [AdminResolver, AuditLogEntryFieldsResolver],
};
