import type { FeatureModule } from '../../context/feature-module';
import { RecordDeletion } from './record-deletion.entity';

/**
 * What a client keeping a copy of a list needs besides its records: the tombstones of those
 * deleted, and the one way every list is paged or asked for its changes (docs/integrations.md#pages-and-sync).
 */
export const changesFeature: FeatureModule = {
  name: 'changes',
  entities: [RecordDeletion],
};

// What other features use: their lists' pages and changes, and the deletions they record.
export { listPage, pageOf, pageViews, recordDeletions, deletionAudienceOf, wholeList } from './changed-since';
export type { ListPage } from './changed-since';
export { ListPageArgs, ListPageType } from './changes.types';
export { sendListPage } from './list-answer';
