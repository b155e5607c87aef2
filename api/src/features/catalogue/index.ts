import type { FeatureModule } from '../../context/feature-module';
import { FirmService } from './firm-service.entity';

export const catalogueFeature: FeatureModule = {
  name: 'catalogue',
  entities: [FirmService],
};

// What other features may use.
export { FirmService } from './firm-service.entity';
