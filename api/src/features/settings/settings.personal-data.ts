import { noPersonalData } from '../../shared/personal-data';
import { SystemSetting } from './system-setting.entity';

// `updatedBy` is the id of the staff member who last changed the setting.
export const settingsColumns = [noPersonalData(SystemSetting)];
