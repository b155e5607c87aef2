import { Column, Entity } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { OrganizerSectionValues } from '../../../../validation/organizer-values';
import { storedSectionsTransformer } from './stored-sections';

/**
 * A questionnaire the firm sends again and again (docs/product.md#organizers): a title, what it is
 * for, and its sections of questions. An organizer sent from it keeps its own copy: editing or
 * deleting a template changes no organizer.
 */
@Entity('organizer_templates')
export class OrganizerTemplate extends EditableRecord {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The sections and their questions, as JSON (validation/organizers.ts checks them; at most 64 KB). */
  @Column({ type: 'simple-json', transformer: storedSectionsTransformer })
  sections: OrganizerSectionValues[];
}
