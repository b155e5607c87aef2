import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import type { Engagement } from './engagement.entity';
import { recordOf } from '../../shared/record-shape';
import { engagementRecord } from '../../../../validation/records/engagements';

/** An engagement as REST answers it (docs/product.md#screen-shapes). */
export function engagementJson(engagement: Engagement) {
  return recordOf(engagementRecord, engagement);
}

/**
 * The REST entry point for engagements (docs/product.md#rest-calls); every rule is in EngagementsService.
 */
export function engagementRoutes(services: Services): Router {
  const router = Router();

  // ?status (omitted for all) and ?search; a repeated or unknown value is a 400 naming it.
  router.get('/', requireAuth(), async (req, res) => {
    const engagements = await services.engagements.list(req.viewer, { status: req.query.status, search: req.query.search });
    res.json(engagements.map(engagementJson));
  });

  return router;
}
