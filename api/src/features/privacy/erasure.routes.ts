import { Router } from 'express';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import { erasureRequestRecord } from './erasure-request.record';
import { recordOf } from '../../shared/record-shape';
import type { ErasureRequest } from './erasure-request.entity';

/** A request as REST answers it (its record shape): who decided as an id only. */
function shape(request: ErasureRequest) {
  return recordOf(erasureRequestRecord, request);
}

/** The client's routes: POST and GET /api/privacy/erasure-request. */
export function erasureRoutes(services: Services): Router {
  const router = Router();
  router.post('/erasure-request', requireAuth(), async (req, res) => {
    res.status(201).json(shape(await services.privacy.request(req.viewer, req.body ?? {}, requestOrigin(req))));
  });
  router.get('/erasure-request', requireAuth(), async (req, res) => {
    const request = await services.privacy.mine(req.viewer);
    res.json(request ? shape(request) : null);
  });
  return router;
}

/** The administrators' routes: GET /api/admin/erasure-requests, POST …/:id/approve and …/:id/decline. */
export function erasureAdminRoutes(services: Services): Router {
  const router = Router();
  router.use(requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN));
  router.get('/', async (req, res) => {
    const filter = { status: typeof req.query.status === 'string' && req.query.status !== '' ? req.query.status : undefined };
    const all: ErasureRequest[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await services.privacy.list(req.viewer, filter, window);
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(all.map(shape));
  });
  router.post('/:id/approve', async (req, res) => {
    res.json(shape(await services.privacy.approve(req.viewer, String(req.params.id), requestOrigin(req))));
  });
  router.post('/:id/decline', async (req, res) => {
    res.json(shape(await services.privacy.decline(req.viewer, String(req.params.id), req.body ?? {}, requestOrigin(req))));
  });
  return router;
}
