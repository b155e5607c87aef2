import type { z } from 'zod';
import { exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { billingPlanRecord } from './billing-plan.record';

/**
 * GET /api/billing-plans/{id}: the plan the client's engagement letter started when she signed it
 * on 2 March 2026: a once-off set-up fee, then the return's fee each time her ITR12 is filed.
 * Invoices wait as drafts for the advisor, who sent the letter, to check and issue.
 */
export const billingPlanExample: z.input<typeof billingPlanRecord> = {
  id: exampleIds.billingPlan,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  letterId: exampleIds.engagementLetter,
  issuerId: exampleIds.advisor,
  schedule: {
    onceLines: [
      {
        description: 'Tax registration review and SARS eFiling set-up',
        quantityThousandths: 1000,
        unitPriceCents: 75_000,
        treatment: 'standard',
      },
    ],
    monthlyLines: [],
    perReturnLines: [
      {
        description: 'Preparation and submission of the ITR12 income tax return',
        quantityThousandths: 1000,
        unitPriceCents: 350_000,
        treatment: 'standard',
      },
    ],
    // No monthly fees: the day is the schedule's default.
    dayOfMonth: 1,
    reviewFirst: true,
  },
  status: 'active',
  startedOn: '2026-03-02',
  endedOn: null,
  endedById: null,
  createdAt: exampleTimes.created,
  updatedAt: exampleTimes.created,
};

/** When the advisor ended the plan: 09:12 SAST on 4 December 2026. */
const planEndedAt = '2026-12-04T07:12:40.000Z';

/**
 * POST /api/billing-plans/{id}/end: the plan ended by the advisor, nothing billed after that
 * day (SAST) (billing-plans.service.ts end).
 */
export const endedBillingPlanExample: z.input<typeof billingPlanRecord> = {
  ...billingPlanExample,
  status: 'ended',
  endedOn: '2026-12-04',
  endedById: exampleIds.advisor,
  updatedAt: planEndedAt,
};
