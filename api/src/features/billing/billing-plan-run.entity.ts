import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { BillingPlan } from './billing-plan.entity';
import type { Invoice } from './invoice.entity';

/**
 * One period a billing plan has billed: `once` for the once-off fees, `YYYY-MM` for a month's
 * retainer, `return:<job id>` for a return's fee. Claimed by inserting it, unique per plan and
 * period, in the transaction that makes the invoice: two instances running the same day bill it once.
 */
@Entity('billing_plan_runs')
@Index('UQ_billing_plan_runs_period', ['planId', 'period'], { unique: true })
@Index('IDX_billing_plan_runs_invoiceId', ['invoiceId'])
export class BillingPlanRun extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  planId: string;

  @Column({ type: 'varchar', length: 50 })
  period: string;

  /** A return's run: the job's title when it was billed ("ITR14 2026"); null for the other periods. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  returnTitle: string | null;

  /** The invoice it made; null once that draft was deleted. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  invoiceId: string | null;

  @ManyToOne('BillingPlan', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'planId', foreignKeyConstraintName: 'FK_billing_plan_runs_planId' })
  plan: Relation<BillingPlan>;

  @ManyToOne('Invoice', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_billing_plan_runs_invoiceId' })
  invoice: Relation<Invoice> | null;
}
