import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { Engagement } from '../engagements';
import type { JobSeries } from './job-series.entity';
import type { JobStageValue } from '../../../../validation/jobs/job-stages';
import type { TaskPriorityValue } from '../../../../validation/task-values';

/**
 * One piece of recurring work for one client for one period, such as the VAT201 for Mar–Apr 2027
 * (docs/jobs.md). It belongs to an engagement (whose client and service it is for), follows its
 * template's stages, and is due on the day the tax calendar gives its period key unless staff set
 * the day by hand. One job per engagement, template and period: the unique index makes a second
 * one, from another instance or a retry, fail rather than repeat the work.
 */
@Entity('jobs')
@Index('UQ_jobs_engagement_template_period', ['engagementId', 'templateKey', 'periodKey'], { unique: true })
@Index('IDX_jobs_stage_dueDate', ['stage', 'dueDate'])
// The board's Done column: the latest completed first, read from the index rather than sorted.
@Index('IDX_jobs_stage_completedAt', ['stage', 'completedAt'])
@Index('IDX_jobs_dueDate', ['dueDate'])
@Index('IDX_jobs_assignedTo', ['assignedTo'])
@Index('IDX_jobs_reviewerId', ['reviewerId'])
@Index('IDX_jobs_seriesId', ['seriesId'])
export class Job extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  /** A template of validation/jobs/job-templates.ts. */
  @Column({ type: 'varchar', length: 40 })
  templateKey: string;

  /** The deadline's period key, such as vat201:2027-03..2027-04 (validation/tax-calendar/overrides.ts). */
  @Column({ type: 'varchar', length: 60 })
  periodKey: string;

  @Column({ type: 'varchar', length: 30 })
  stage: JobStageValue;

  /** The day it is due (YYYY-MM-DD, SAST); null while SARS has not announced the season it depends on. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  /** Set by staff: the tax calendar no longer moves it. */
  @Column({ type: 'boolean', default: false })
  dueDateSetByHand: boolean;

  @Column({ type: 'varchar', length: 20, default: 'medium' })
  priority: TaskPriorityValue;

  /** The staff member doing the work. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  assignedTo: string | null;

  /** The staff member who reviews it before it goes to SARS. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  reviewerId: string | null;

  /** The stages it has entered, so that a stage's checklist is added once however often it is entered. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  enteredStages: JobStageValue[];

  @Column({ type: 'datetime' })
  stageChangedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  /** The recurring series that made it; null for a job made by hand. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  seriesId: string | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_jobs_engagementId' })
  engagement: Relation<Engagement>;

  @ManyToOne('JobSeries', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seriesId', foreignKeyConstraintName: 'FK_jobs_seriesId' })
  series: Relation<JobSeries> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedTo', foreignKeyConstraintName: 'FK_jobs_assignedTo' })
  assignee: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewerId', foreignKeyConstraintName: 'FK_jobs_reviewerId' })
  reviewer: Relation<User> | null;
}
