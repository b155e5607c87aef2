import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import { staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import type { Engagement } from './engagement.entity';
import { recordOf } from '../../shared/record-shape';
import { engagementRecord } from './engagement.record';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';

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
  // ?status and ?search; ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync).
  router.get('/', requireAuth(), async (req, res) => {
    const paging = listPagingOfQuery(req.query);
    const page = await services.engagements.page(req.viewer, { status: req.query.status, search: req.query.search }, paging);
    sendListPage(res, paging, page, engagementJson);
  });

  // Staff create and edit, the whole record each time, with the fields of engagementInputSchema.
  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(engagementJson(await services.engagements.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.put('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(engagementJson(await services.engagements.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  return router;
}
