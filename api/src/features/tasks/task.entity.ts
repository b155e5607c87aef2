import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { Engagement } from '../engagements';
import type { User } from '../../accounts/user.entity';
import { taskPriorityValues, taskStatusValues } from '../../../../validation/tasks';

// One list for both sides: the web's filters and the server's rules read validation/tasks.ts.
export const taskStatuses = taskStatusValues;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskPriorities = taskPriorityValues;
export type TaskPriority = (typeof taskPriorities)[number];

/**
 * A to-do within an engagement (docs/product.md#tasks-record); its client is the engagement's
 * client.
 */
@Entity('tasks')
@Index('IDX_tasks_engagementId', ['engagementId'])
@Index('IDX_tasks_assignedTo', ['assignedTo'])
@Index('IDX_tasks_status', ['status'])
@Index('IDX_tasks_priority', ['priority'])
@Index('IDX_tasks_dueDate', ['dueDate'])
@Index('IDX_tasks_createdAt', ['createdAt'])
@Index('IDX_tasks_jobId', ['jobId'])
export class Task extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  /** The job whose checklist the task is on (features/jobs), if any. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  jobId: string | null;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: TaskStatus;

  @Column({ type: 'varchar', length: 20, default: 'medium' })
  priority: TaskPriority;

  @Column({ type: 'varchar', length: 36, nullable: true })
  assignedTo: string | null;

  @Column({ type: 'datetime', nullable: true })
  dueDate: Date | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'decimal', precision: 4, scale: 2, nullable: true, transformer: decimalTransformer })
  estimatedHours: number | null;

  @Column({ type: 'decimal', precision: 4, scale: 2, nullable: true, transformer: decimalTransformer })
  actualHours: number | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_tasks_engagementId' })
  engagement: Relation<Engagement>;

  // Named by string and left untyped: the jobs feature makes tasks, so tasks do not import it.
  @ManyToOne('Job', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_tasks_jobId' })
  job?: unknown;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedTo', foreignKeyConstraintName: 'FK_tasks_assignedTo' })
  assignee: Relation<User> | null;
}
