import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { pageWindowOfQuery } from '../../shared/pagination';
import { adminUserShaper } from '../users';

/**
 * /api/clients: the firm's clients for staff and for API tokens with users:read (the mount's
 * scope, users/index.ts). Who sees which is ClientsService's rule.
 */
export function clientRoutes(services: Services, dataSource: DataSource): Router {
  const router = Router();
  router.use(requireAuth(...staffRoles));

  // ?search=, ?isActive=, and ?first= and ?after= for the page; the total and the next page's cursor in headers.
  router.get('/', async (req, res) => {
    const { search, isActive } = req.query;
    // ?isActive=true or false; anything else reaches the schema as it is, which refuses it naming the field.
    const active = isActive === 'true' ? true : isActive === 'false' ? false : isActive;
    const page = await services.clients.list(req.viewer, { search, isActive: active }, pageWindowOfQuery(req.query));
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(await Promise.all(page.nodes.map(adminUserShaper(dataSource))));
  });

  router.get('/:id', async (req, res) => {
    res.json(await adminUserShaper(dataSource)(await services.clients.get(req.viewer, String(req.params.id))));
  });

  return router;
}
