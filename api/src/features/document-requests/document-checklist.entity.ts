import { Column, Entity } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { DocumentRequestItemValues } from '../../../../validation/document-requests';

export type DocumentChecklistItem = DocumentRequestItemValues;

/** A reusable list of documents staff ask for together ("Annual financial statements": …). */
@Entity('document_checklists')
export class DocumentChecklist extends EditableRecord {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** In the order they are asked for; each becomes one request when the checklist is applied. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  items: DocumentChecklistItem[];
}
