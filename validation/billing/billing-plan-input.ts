import { z } from 'zod';
import { optionalChoice, optionalId } from '../input-parts';

/*
 * Billing plans (docs/billing.md#fees-that-bill-themselves): what staff may ask of them.
 */

export const billingPlanStatusValues = ['active', 'ended'] as const;
export type BillingPlanStatus = (typeof billingPlanStatusValues)[number];

/** The list's filters, each optional. */
export const billingPlanFilterSchema = z.object({
  engagementId: optionalId('Engagement'),
  clientId: optionalId('Client'),
  status: optionalChoice(billingPlanStatusValues, 'Status must be active or ended'),
});
