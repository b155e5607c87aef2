import type { FeatureModule } from '../../context/feature-module';
import { AuditLog } from './audit-log.entity';
import type { AuditService } from './audit.service';

declare module '../../context/services' {
  interface Services {
    audit: AuditService;
  }
}

export const auditFeature: FeatureModule = {
  name: 'audit',
  entities: [AuditLog],
};

// What other features may use.
export type { AuditService } from './audit.service';
export type { AuditLog } from './audit-log.entity';
export { auditLogDescription } from './audit-log.record';
