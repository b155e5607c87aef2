import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder } from '../../graphql/keyed-loaders';
import { BillingPlanRun } from './billing-plan-run.entity';
import { BillingPlan } from './billing-plan.entity';
import { whereBillingPlanVisible } from './billing-plan-access';

/** Engagement.billingPlans and BillingPlan.runs: one statement per list whatever its length. */
export function createBillingPlanLoaders({ dataSource, viewer }: { dataSource: DataSource; viewer: Viewer | null }) {
  return {
    billingPlansByEngagementId: new DataLoader<string, BillingPlan[]>(async (engagementIds) => {
      if (!viewer) return engagementIds.map(() => []);
      const plans = await whereBillingPlanVisible(dataSource.getRepository(BillingPlan).createQueryBuilder('plan'), viewer)
        .andWhere('plan.engagementId IN (:...engagementIds)', { engagementIds })
        .orderBy('plan.createdAt', 'ASC')
        .getMany();
      return groupUnder(engagementIds, plans, (plan) => [plan.engagementId]);
    }),
    billingPlanRunsByPlanId: new DataLoader<string, BillingPlanRun[]>(async (planIds) => {
      const runs = await dataSource.getRepository(BillingPlanRun).find({ where: { planId: In([...planIds]) }, order: { period: 'ASC' } });
      return groupUnder(planIds, runs, (run) => [run.planId]);
    }),
  };
}
