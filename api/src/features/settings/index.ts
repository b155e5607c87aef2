import type { FeatureModule } from '../../context/feature-module';
import { SystemSetting } from './system-setting.entity';

export const settingsFeature: FeatureModule = {
  name: 'settings',
  entities: [SystemSetting],
};

// What other features may use.
export { SystemSetting } from './system-setting.entity';
