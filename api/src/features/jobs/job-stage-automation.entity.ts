import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, listTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { JobStageActionSettings } from '../../../../validation/jobs/job-automations';
import type { JobStageValue } from '../../../../validation/jobs/job-stages';

/**
 * What a template's stage does when a job enters it for the first time, and whether the job then
 * moves on by itself (docs/jobs.md#stages-that-act). One per template and stage, set by an
 * administrator; a stage without one only adds its checklist.
 */
@Entity('job_stage_automations')
@Index('UQ_job_stage_automations_template_stage', ['templateKey', 'stage'], { unique: true })
@Index('IDX_job_stage_automations_updatedById', ['updatedById'])
export class JobStageAutomation extends EditableRecord {
  @Column({ type: 'varchar', length: 40 })
  templateKey: string;

  @Column({ type: 'varchar', length: 30 })
  stage: JobStageValue;

  /** The actions, in the order they run (validation/jobs/job-automations.ts). */
  @Column({ type: 'simple-json', transformer: listTransformer })
  actions: JobStageActionSettings[];

  /** The job moves to its template's next stage once what the actions wait for is done. */
  @Column({ type: 'boolean', default: false })
  moveOnWhenDone: boolean;

  @Column({ type: 'varchar', length: 36, nullable: true })
  updatedById: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updatedById', foreignKeyConstraintName: 'FK_job_stage_automations_updatedById' })
  updatedBy: Relation<User> | null;
}
