import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { In } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, wholeList, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import { billingPlanFilterSchema } from '../../../../validation/billing/billing-plan-input';
import { isReturnPeriod, returnPeriod, type FeeSchedule } from '../../../../validation/billing/fee-schedule';
import { southAfricanDateAndTime, todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { BillingPlanRun } from './billing-plan-run.entity';
import { BillingPlan } from './billing-plan.entity';
import { billingPeriodsDue, periodName } from './billing-periods';
import { billsClient } from './invoice-access';
import { whereBillingPlanVisible } from './billing-plan-access';
import type { Invoice } from './invoice.entity';
import type { InvoicesService } from './invoices.service';

/** The list's order: the newest plan first, then by id. */
const newestFirst = (query: SelectQueryBuilder<BillingPlan>) => query.orderBy('plan.createdAt', 'DESC').addOrderBy('plan.id', 'ASC');

/** What a plan is started from: a letter as its client signed it (engagement-letters calls inSigning). */
export interface SignedLetter {
  id: string;
  engagementId: string;
  clientId: string;
  sentBy: string | null;
  feeSchedule: FeeSchedule | null;
}

/** A return of the engagement that was filed: its job reached Submitted or Done. */
export interface FiledReturn {
  jobId: string;
  /** "ITR14 2026". */
  title: string;
}

/**
 * Where fees per return learn of returns (composition/filed-returns.ts reads the jobs): billing
 * does not know jobs, which know engagement letters, which know billing.
 */
export interface FiledReturns {
  /** The engagement's returns whose job reached Submitted or Done at or after `since`. */
  filedSince(engagementId: string, since: Date): Promise<FiledReturn[]>;
  /** The engagement a job is for; null when the job is gone. */
  engagementOf(jobId: string): Promise<string | null>;
}

/** The audit log's origin of what a plan does by itself. */
const PLAN_ORIGIN: RequestOrigin = { ipAddress: null, userAgent: 'billing plan' };
/** The most periods one plan bills in a round: a long outage catches up over a few rounds. */
const PERIODS_PER_ROUND = 12;

/**
 * Fees that bill themselves (docs/billing.md#fees-that-bill-themselves). A letter with a fee
 * schedule starts its engagement's billing plan when the client signs it; each round (every few
 * minutes, billing-plans job) bills what is due: the once-off fees once, the monthly retainer on
 * the plan's day of each month, the fees per return for each return filed since the plan started
 * (at once when its job moves, and in the round in case that was missed). Each period is claimed by inserting its run, unique per plan and
 * period, in the transaction that makes its invoice, so two instances never bill it twice. An
 * invoice is issued at once in the name of the staff member who sent the letter, unless the plan
 * asks for drafts first.
 */
export class BillingPlansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly invoices: InvoicesService,
    private readonly returns: FiledReturns,
  ) {}

  /** The billing under way in this instance, which the next waits for. */
  private billing: Promise<unknown> = Promise.resolve();

  private get plans() {
    return this.dataSource.getRepository(BillingPlan);
  }

  /** In the signing's transaction: a letter with fees starts its engagement's plan (once: unique per letter). */
  async inSigning(manager: EntityManager, letter: SignedLetter, signedAt: Date): Promise<void> {
    if (!letter.feeSchedule) return;
    await manager.save(
      manager.create(BillingPlan, {
        engagementId: letter.engagementId,
        clientId: letter.clientId,
        letterId: letter.id,
        issuerId: letter.sentBy,
        schedule: letter.feeSchedule,
        status: 'active',
        startedOn: southAfricanDateAndTime(signedAt).date,
        endedOn: null,
        endedById: null,
      }),
    );
  }

  /** Once the signature is kept: what is due already (the once-off fees) is billed without waiting for the round. */
  async afterSigning(letterId: string): Promise<void> {
    const plan = await this.plans.findOneBy({ letterId });
    if (plan) await this.oneAtATime(() => this.bill(plan, new Date()));
  }

  /** A job reached Submitted or Done (jobs tell composition, which tells this): its engagement's fees per return are billed now. */
  async afterReturnFiled(jobId: string): Promise<number> {
    try {
      const engagementId = await this.returns.engagementOf(jobId);
      if (!engagementId) return 0;
      const plans = await this.billingPlans().andWhere('plan.engagementId = :engagementId', { engagementId }).getMany();
      return await this.billEach(
        plans.filter((plan) => plan.schedule.perReturnLines.length > 0),
        new Date(),
      );
    } catch (error) {
      // The move itself stands; the next round (billing-plans job) bills the return.
      logger.error({ err: error, jobId }, 'A filed return could not be billed at once; the next billing round will');
      return 0;
    }
  }

  /** The plans the viewer sees: staff those of the clients they bill, a client their own; newest first, at most 200. */
  async list(viewer: Viewer | null, filter: unknown): Promise<BillingPlan[]> {
    return newestFirst(this.matching(assertAllowed(viewer), filter))
      .limit(200)
      .getMany();
  }

  /**
   * The list as `paging` asks (features/changes): whole as `list` answers it, a page in the same
   * order (every plan, past the 200), or the plans changed since a time (none is deleted: one ends).
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<BillingPlan>> {
    if (paging.kind === 'all') return wholeList(await this.list(viewer, filter));
    const user = assertAllowed(viewer);
    return listPage(this.matching(user, filter), paging, {
      ordered: newestFirst,
      recordType: 'billing_plan',
      audience: deletionAudienceOf(user),
    });
  }

  /** The plans the viewer sees that the filter keeps, unordered. */
  private matching(user: Viewer, filter: unknown): SelectQueryBuilder<BillingPlan> {
    const values = parseInput(billingPlanFilterSchema, filter ?? {});
    const query = whereBillingPlanVisible(this.plans.createQueryBuilder('plan'), user);
    if (values.engagementId) query.andWhere('plan.engagementId = :engagementId', { engagementId: values.engagementId });
    if (values.clientId) query.andWhere('plan.clientId = :clientId', { clientId: values.clientId });
    if (values.status) query.andWhere('plan.status = :status', { status: values.status });
    return query;
  }

  async get(viewer: Viewer | null, id: string): Promise<BillingPlan> {
    const user = assertAllowed(viewer);
    const plan =
      String(id).length <= 36
        ? await whereBillingPlanVisible(this.plans.createQueryBuilder('plan'), user)
            .andWhere('plan.id = :id', { id: String(id) })
            .getOne()
        : null;
    if (!plan) throw notFound();
    return plan;
  }

  /** The invoices a plan made, oldest first, by the period each bills. */
  async runs(planIds: readonly string[]): Promise<BillingPlanRun[]> {
    if (planIds.length === 0) return [];
    return this.dataSource.getRepository(BillingPlanRun).find({ where: { planId: In([...planIds]) }, order: { period: 'ASC' } });
  }

  /** Staff who bill the client end a plan: nothing more is billed from the day after. Ending it twice changes nothing. */
  async end(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<BillingPlan> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const plan = await this.get(staff, id);
    if (!(await billsClient(this.dataSource.manager, staff, plan.clientId))) throw notFound();
    if (plan.status === 'ended') return plan;
    const endedOn = todayInSouthAfrica(now);
    const changed = await this.plans.update({ id: plan.id, status: 'active' }, { status: 'ended', endedOn, endedById: staff.id });
    if (changed.affected) {
      await this.audit.record({
        actorId: staff.id,
        action: 'billing_plan.end',
        resourceType: 'billing_plan',
        resourceId: plan.id,
        details: { engagementId: plan.engagementId, endedOn },
        ...origin,
      });
    }
    return this.plans.findOneByOrFail({ id: plan.id });
  }

  /** A round: every active plan of an active engagement bills what is due today. Answers how many invoices it made. */
  async runDue(now = new Date()): Promise<number> {
    return this.billEach(await this.billingPlans().getMany(), now);
  }

  /** Bills each plan in turn (one instance bills one thing at a time); answers how many invoices it made. */
  private billEach(plans: BillingPlan[], now: Date): Promise<number> {
    return this.oneAtATime(async () => {
      let made = 0;
      for (const plan of plans) made += await this.bill(plan, now);
      return made;
    });
  }

  /** The plans that bill: active, of an active engagement (on hold pauses them), oldest first. */
  private billingPlans() {
    return this.plans
      .createQueryBuilder('plan')
      .innerJoin('plan.engagement', 'engagement')
      .where("plan.status = 'active' AND engagement.status = 'active'")
      .orderBy('plan.createdAt', 'ASC');
  }

  /**
   * In one instance, a round and a signature's billing never run at once: on SQLite they would
   * share the one connection's transactions. Between instances the runs' unique claim keeps each
   * period billed once.
   */
  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.billing.then(work);
    this.billing = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** Bills the plan's periods due on `now`'s day, and the returns filed since it started, that no run has claimed yet. */
  private async bill(plan: BillingPlan, now: Date): Promise<number> {
    const today = todayInSouthAfrica(now);
    const claimed = new Set((await this.runs([plan.id])).map((run) => run.period));
    const returns =
      plan.schedule.perReturnLines.length > 0
        ? new Map(
            (await this.returns.filedSince(plan.engagementId, plan.createdAt)).map((filed) => [returnPeriod(filed.jobId), filed.title]),
          )
        : new Map<string, string>();
    const due = [...billingPeriodsDue(plan, today), ...returns.keys()].filter((period) => !claimed.has(period)).slice(0, PERIODS_PER_ROUND);
    let made = 0;
    for (const period of due) {
      const invoice = await this.billPeriod(plan, period, returns.get(period) ?? null, now);
      if (!invoice) continue;
      made += 1;
      await this.audit.record({
        actorId: plan.issuerId,
        action: 'billing_plan.invoice',
        resourceType: 'billing_plan',
        resourceId: plan.id,
        details: { period, invoiceId: invoice.id, totalCents: invoice.totalCents },
        ...PLAN_ORIGIN,
      });
      if (!plan.schedule.reviewFirst && plan.issuerId) await this.issue(plan, invoice, now);
    }
    return made;
  }

  /** Claims the period and makes its draft in one transaction; null when another instance claimed it first. */
  private async billPeriod(plan: BillingPlan, period: string, returnTitle: string | null, now: Date): Promise<Invoice | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const run = await manager.save(manager.create(BillingPlanRun, { planId: plan.id, period, returnTitle, invoiceId: null }));
        const invoice = await this.invoices.draftForPlan(
          manager,
          {
            clientId: plan.clientId,
            engagementId: plan.engagementId,
            lines: linesOf(plan.schedule, period),
            notes: periodName(period, returnTitle),
          },
          now,
        );
        await manager.update(BillingPlanRun, { id: run.id }, { invoiceId: invoice.id });
        return invoice;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Issues a plan's invoice; when it cannot be (no address for a full tax invoice, no VAT rate), it waits as a draft for staff. */
  private async issue(plan: BillingPlan, invoice: Invoice, now: Date): Promise<void> {
    try {
      await this.invoices.issueForPlan(invoice.id, plan.issuerId!, PLAN_ORIGIN, now);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'unexpected error';
      logger.warn({ err: error, planId: plan.id, invoiceId: invoice.id }, `A billing plan's invoice stays a draft: ${reason}`);
    }
  }
}

/** The lines a period bills: the once-off fees once, the monthly retainer's each month, the per-return fees each return. */
function linesOf(schedule: FeeSchedule, period: string) {
  if (period === 'once') return schedule.onceLines;
  return isReturnPeriod(period) ? schedule.perReturnLines : schedule.monthlyLines;
}
