import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { OrganizerAnswerValue } from '../../../../validation/organizer-values';
import type { User } from '../../accounts/user.entity';
import type { Organizer } from './organizer.entity';

/**
 * The client's answer to one question of an organizer, saved as it is given: one row per
 * question (unique), so saving the same answer twice changes nothing but its time.
 */
@Entity('organizer_answers')
@Index('UQ_organizer_answers_organizerId_questionKey', ['organizerId', 'questionKey'], { unique: true })
@Index('IDX_organizer_answers_answeredBy', ['answeredBy'])
export class OrganizerAnswer extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  organizerId: string;

  @Column({ type: 'varchar', length: 50 })
  questionKey: string;

  /** The answer by the question's kind, as JSON; null for no answer and for a file question. */
  @Column({ type: 'simple-json', nullable: true })
  value: OrganizerAnswerValue;

  /** A file question's answer: the client's documents uploaded against it. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  documentIds: string[];

  @Column({ type: 'varchar', length: 36, nullable: true })
  answeredBy: string | null;

  @ManyToOne('Organizer', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizerId', foreignKeyConstraintName: 'FK_organizer_answers_organizerId' })
  organizer: Relation<Organizer>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'answeredBy', foreignKeyConstraintName: 'FK_organizer_answers_answeredBy' })
  answerer: Relation<User> | null;
}
