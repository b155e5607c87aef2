import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { recordOf } from '../../shared/record-shape';
import { sendListPage } from '../changes';
import { billingPlanRecord } from './billing-plan.record';

/** The REST entry point for billing plans (docs/billing.md#fees-that-bill-themselves); every rule is in BillingPlansService. */
export function billingPlanRoutes(services: Services): Router {
  const router = Router();
  const plans = services.billingPlans;

  // ?engagementId, ?clientId and ?status; ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync).
  router.get('/', requireAuth(), async (req, res) => {
    const { engagementId, clientId, status } = req.query;
    const paging = listPagingOfQuery(req.query);
    sendListPage(res, paging, await plans.page(req.viewer, { engagementId, clientId, status }, paging), (plan) =>
      recordOf(billingPlanRecord, plan),
    );
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(recordOf(billingPlanRecord, await plans.get(req.viewer, String(req.params.id))));
  });

  router.post('/:id/end', requireAuth(...staffRoles), async (req, res) => {
    res.json(recordOf(billingPlanRecord, await plans.end(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}
