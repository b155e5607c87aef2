import type { FeatureModule } from '../../context/feature-module';
import { FirmService } from './firm-service.entity';
import { FirmServicesResolver } from './firm-services.resolver';
import type { FirmServicesService } from './firm-services.service';

declare module '../../context/services' {
  interface Services {
    firmServices: FirmServicesService;
  }
}

export const firmServicesFeature: FeatureModule = {
  name: 'firm-services',
  entities: [FirmService],
  resolvers: [FirmServicesResolver],
};

// What other features may use.
export { FirmService } from './firm-service.entity';
export { FirmServiceType } from './firm-service.types';
export { ServiceAreaKind } from './service-area';
