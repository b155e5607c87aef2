import { feeScheduleTransformer } from './fee-schedule-column';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { FeeSchedule } from '../../../../validation/billing/fee-schedule';
import type { BillingPlanStatus } from '../../../../validation/billing/billing-plan-input';
import type { Engagement } from '../engagements';

/**
 * What an engagement bills by itself (docs/billing.md#fees-that-bill-themselves): started when its
 * client signs a letter with a fee schedule, from the letter's own copy of it. One per letter.
 * Runs while the plan is active and the engagement active; staff end it.
 */
@Entity('billing_plans')
@Index('IDX_billing_plans_engagementId', ['engagementId'])
@Index('IDX_billing_plans_clientId', ['clientId'])
@Index('UQ_billing_plans_letterId', ['letterId'], { unique: true })
@Index('IDX_billing_plans_issuerId', ['issuerId'])
@Index('IDX_billing_plans_endedById', ['endedById'])
export class BillingPlan extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  /** The signed letter it came from; null once that letter is gone. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  letterId: string | null;

  /**
   * Whose name its invoices are issued and filed in: the staff member who sent the letter. Null
   * once they are gone: its invoices then wait as drafts for staff to issue.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  issuerId: string | null;

  @Column({ type: 'simple-json', transformer: feeScheduleTransformer })
  schedule: FeeSchedule;

  @Column({ type: 'varchar', length: 10 })
  status: BillingPlanStatus;

  /** YYYY-MM-DD (SAST): the day the letter was signed. */
  @Column({ type: 'varchar', length: 10 })
  startedOn: string;

  /** YYYY-MM-DD (SAST): the day staff ended it; nothing is billed after it. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  endedOn: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  endedById: string | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_billing_plans_engagementId' })
  engagement: Relation<Engagement>;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_billing_plans_clientId' })
  client: Relation<User>;

  // Named, not imported: engagement letters depend on billing (their fees), not billing on them.
  @ManyToOne('EngagementLetter', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'letterId', foreignKeyConstraintName: 'FK_billing_plans_letterId' })
  letter: Relation<object> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'issuerId', foreignKeyConstraintName: 'FK_billing_plans_issuerId' })
  issuer: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'endedById', foreignKeyConstraintName: 'FK_billing_plans_endedById' })
  endedBy: Relation<User> | null;
}
