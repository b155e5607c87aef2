import { personalDataOf } from '../../records/record-privacy';
import { systemSettingDescription } from './system-setting.record';

// Nothing about a person: `updatedBy` is the id of the staff member who last changed the setting (system-setting.record.ts).
export const settingsColumns = [personalDataOf(systemSettingDescription)];
