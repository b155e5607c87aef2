import type { FeatureModule } from '../../context/feature-module';
import { FirmService } from './firm-service.entity';

export const firmServicesFeature: FeatureModule = {
  name: 'firm-services',
  entities: [FirmService],
};

// What other features may use.
export { FirmService } from './firm-service.entity';
export { FirmServiceType } from './firm-service.types';
export { ServiceAreaKind } from './service-area';
