import { describeRecord, privacy } from '../../records/record-description';
import { RecordDeletion } from './record-deletion.entity';

const A_TOMBSTONE = 'a synced list answers it as { id, deleted: true, deletedAt } (changed-since.ts)';

/**
 * A deleted record's tombstone: ids and a time only, kept through an erasure, since the erasure's
 * own deletions are what a syncing integration must hear of.
 */
export const recordDeletionDescription = describeRecord({
  name: 'RecordDeletion',
  description: 'That a record of a synced list was deleted, and when',
  entity: RecordDeletion,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: 'the tombstone’s own key' },
    recordType: { privacy: privacy.notPersonal, because: A_TOMBSTONE },
    recordId: { privacy: privacy.notPersonal, because: A_TOMBSTONE },
    clientId: { privacy: privacy.notPersonal, because: 'whose list reports it; a user id, as the records it stands for kept' },
    deletedAt: { privacy: privacy.notPersonal, because: A_TOMBSTONE },
    createdAt: { privacy: privacy.notPersonal, because: 'the same instant as deletedAt' },
  },
  notInEitherApi: 'a list asked for its changes shows each as { id, deleted: true, deletedAt }, not as a record of its own',
});
