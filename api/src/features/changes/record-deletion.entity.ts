import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { DeletableRecordType } from './deletable-record-types';

/**
 * A tombstone: a record of a synced list was deleted (docs/integrations.md#pages-and-sync). A list
 * asked for its changes since a time reports it as `{ id, deleted: true, deletedAt }`, so a client
 * keeping a copy removes it too. Kept for DELETIONS_KEPT_DAYS, pruned as new ones are written.
 */
@Entity('record_deletions')
@Index('IDX_record_deletions_recordType_deletedAt', ['recordType', 'deletedAt'])
@Index('IDX_record_deletions_clientId', ['clientId'])
export class RecordDeletion extends BaseRecord {
  @Column({ type: 'varchar', length: 40 })
  recordType: DeletableRecordType;

  /** The deleted record's id, as the list answered it. */
  @Column({ type: 'varchar', length: 36 })
  recordId: string;

  /** The client the record belonged to: a client's own list reports only their records' deletions. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  clientId: string | null;

  @Column({ type: 'datetime' })
  deletedAt: Date;
}
