import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { Engagement } from '../engagements';
import type { JobSeriesStatusValue } from '../../../../validation/jobs';
import type { JobPeriodSettings } from '../../../../validation/jobs/job-periods';
import type { TaskPriorityValue } from '../../../../validation/task-values';

/**
 * A recurring series (docs/jobs.md#recurring-series): an engagement's job of one template for
 * every period, each made `leadDays` before its period ends, with the series' people and
 * priority. Paused, it makes nothing; ended, it never will again. A skipped period is never made.
 * Its jobs carry its id; the jobs' unique index (engagement, template, period) makes each one
 * exactly once, whichever instance's round makes it.
 */
@Entity('job_series')
@Index('IDX_job_series_engagementId', ['engagementId'])
@Index('IDX_job_series_status', ['status'])
@Index('IDX_job_series_assignedTo', ['assignedTo'])
@Index('IDX_job_series_reviewerId', ['reviewerId'])
@Index('IDX_job_series_createdById', ['createdById'])
export class JobSeries extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  /** A template of validation/jobs/job-templates.ts. */
  @Column({ type: 'varchar', length: 40 })
  templateKey: string;

  /** What the template's periods are worked out from for this client (validation/jobs/job-period-settings.ts). */
  @Column({ type: 'simple-json' })
  settings: JobPeriodSettings;

  @Column({ type: 'varchar', length: 36, nullable: true })
  assignedTo: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  reviewerId: string | null;

  @Column({ type: 'varchar', length: 20, default: 'medium' })
  priority: TaskPriorityValue;

  /** A period's job is made this many days before the period ends. */
  @Column({ type: 'integer' })
  leadDays: number;

  /** Its first period is the first ending on or after this day (YYYY-MM-DD); moved on when it is resumed. */
  @Column({ type: 'varchar', length: 10 })
  startsOn: string;

  @Column({ type: 'varchar', length: 10 })
  status: JobSeriesStatusValue;

  /** Period keys staff skipped: no job is made for them. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  skippedPeriodKeys: string[];

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdById: string | null;

  @Column({ type: 'datetime', nullable: true })
  endedAt: Date | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_job_series_engagementId' })
  engagement: Relation<Engagement>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedTo', foreignKeyConstraintName: 'FK_job_series_assignedTo' })
  assignee: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewerId', foreignKeyConstraintName: 'FK_job_series_reviewerId' })
  reviewer: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_job_series_createdById' })
  createdBy: Relation<User> | null;
}
