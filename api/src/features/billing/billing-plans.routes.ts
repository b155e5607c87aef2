import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { recordOf } from '../../shared/record-shape';
import { billingPlanRecord } from './billing-plan.record';

/** The REST entry point for billing plans (docs/billing.md#fees-that-bill-themselves); every rule is in BillingPlansService. */
export function billingPlanRoutes(services: Services): Router {
  const router = Router();
  const plans = services.billingPlans;

  router.get('/', requireAuth(), async (req, res) => {
    const { engagementId, clientId, status } = req.query;
    res.json((await plans.list(req.viewer, { engagementId, clientId, status })).map((plan) => recordOf(billingPlanRecord, plan)));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(recordOf(billingPlanRecord, await plans.get(req.viewer, String(req.params.id))));
  });

  router.post('/:id/end', requireAuth(...staffRoles), async (req, res) => {
    res.json(recordOf(billingPlanRecord, await plans.end(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}
