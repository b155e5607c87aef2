import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { JobActionStatus, JobStageActionSettings } from '../../../../validation/jobs/job-automations';
import type { JobStageValue } from '../../../../validation/jobs/job-stages';
import type { Job } from './job.entity';

/**
 * One action a stage took for one job: what it was (a copy of the stage's setting when it ran),
 * whether it is done or failed and why, and what it made (the organizer, the requests, the
 * letter, the message, the task) that the job may wait for. The unique key (job, stage, position)
 * makes each action run once, whichever instance or retry sees the job enter the stage.
 */
@Entity('job_stage_actions')
@Index('UQ_job_stage_actions_job_stage_position', ['jobId', 'stage', 'position'], { unique: true })
@Index('IDX_job_stage_actions_status', ['status'])
export class JobStageAction extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  jobId: string;

  @Column({ type: 'varchar', length: 30 })
  stage: JobStageValue;

  /** Its place among the stage's actions, from 0. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'simple-json' })
  settings: JobStageActionSettings;

  @Column({ type: 'varchar', length: 10 })
  status: JobActionStatus;

  /** What it made: the ids of the organizer, the document requests, the letter, the message or the task. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  resultIds: string[];

  /** Why it failed, in words staff can act on; null unless it failed. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', nullable: true })
  doneAt: Date | null;

  @ManyToOne('Job', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_job_stage_actions_jobId' })
  job: Relation<Job>;
}
