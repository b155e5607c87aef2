import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { OrganizerSectionValues, OrganizerStatusValue } from '../../../../validation/organizer-values';
import { storedSectionsTransformer } from './stored-sections';
import type { User } from '../../accounts/user.entity';
import type { Engagement } from '../engagements';
import type { OrganizerTemplate } from './organizer-template.entity';

export type OrganizerStatus = OrganizerStatusValue;

/** A note staff leave on a question when they reopen an organizer. */
export interface OrganizerReviewNote {
  questionKey: string;
  note: string;
}

/**
 * A questionnaire sent to an engagement's client to fill in (docs/product.md#organizers). Its
 * sections and questions are a snapshot of the template when it was sent; the answers are in
 * organizer_answers, and the progress is kept here with each answer so lists need not read them.
 */
@Entity('organizers')
@Index('IDX_organizers_engagementId', ['engagementId'])
@Index('IDX_organizers_clientId', ['clientId'])
@Index('IDX_organizers_templateId', ['templateId'])
@Index('IDX_organizers_sentBy', ['sentBy'])
@Index('IDX_organizers_reopenedBy', ['reopenedBy'])
@Index('IDX_organizers_cancelledBy', ['cancelledBy'])
@Index('IDX_organizers_status_dueDate', ['status', 'dueDate'])
export class Organizer extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  /** The engagement's client when it was sent. */
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  templateId: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  sentBy: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The template's sections and questions when it was sent; never changed afterwards. */
  @Column({ type: 'simple-json', transformer: storedSectionsTransformer })
  sections: OrganizerSectionValues[];

  @Column({ type: 'varchar', length: 20, default: 'sent' })
  status: OrganizerStatus;

  /** A calendar day in SAST, YYYY-MM-DD: overdue from the next day on. */
  @Column({ type: 'varchar', length: 10 })
  dueDate: string;

  /** The visible questions answered, saved with each answer. */
  @Column({ type: 'integer', default: 0 })
  answeredCount: number;

  /** The visible questions (a question hidden by its condition does not count), saved with each answer. */
  @Column({ type: 'integer', default: 0 })
  questionCount: number;

  @Column({ type: 'datetime' })
  sentAt: Date;

  @Column({ type: 'datetime', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  reopenedAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  reopenedBy: string | null;

  @Column({ type: 'text', nullable: true })
  reopenMessage: string | null;

  /** The questions staff asked to look at again when they last reopened it, each with a note. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  reviewNotes: OrganizerReviewNote[];

  @Column({ type: 'datetime', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  cancelledBy: string | null;

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  /** Claimed before the one overdue reminder goes out, so two processes never send it twice. */
  @Column({ type: 'datetime', nullable: true })
  overdueReminderSentAt: Date | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_organizers_engagementId' })
  engagement: Relation<Engagement>;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_organizers_clientId' })
  client: Relation<User>;

  @ManyToOne('OrganizerTemplate', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'FK_organizers_templateId' })
  template: Relation<OrganizerTemplate> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sentBy', foreignKeyConstraintName: 'FK_organizers_sentBy' })
  sender: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reopenedBy', foreignKeyConstraintName: 'FK_organizers_reopenedBy' })
  reopener: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'cancelledBy', foreignKeyConstraintName: 'FK_organizers_cancelledBy' })
  canceller: Relation<User> | null;
}
