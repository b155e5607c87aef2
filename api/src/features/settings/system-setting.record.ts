import { describeRecord, privacy } from '../../records/record-description';
import { SystemSetting } from './system-setting.entity';

const NOT_SHOWN = 'kept for the api itself (the backup schedule and outcome); no route shows a setting';

/**
 * A named configuration value (docs/product.md#system-settings-record). Neither API shows the
 * table: the backups feature reads and writes its own keys, and the System tab shows what it makes
 * of them. Nothing in it is about a person (updatedBy is a staff member's id).
 */
export const systemSettingDescription = describeRecord({
  name: 'SystemSetting',
  description: 'A named configuration value of the api',
  entity: SystemSetting,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    key: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    value: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    description: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    category: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    isPublic: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    updatedBy: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    createdAt: { privacy: privacy.notPersonal, because: NOT_SHOWN },
    updatedAt: { privacy: privacy.notPersonal, because: NOT_SHOWN },
  },
  notInEitherApi: 'the api’s own configuration: the backups feature keeps its schedule claim and last outcome here',
});
