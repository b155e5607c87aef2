import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { pageViews, sendListPage } from '../changes';
import { adminUserShaper } from '../users';

/**
 * /api/clients: the firm's clients for staff and for API tokens with users:read (the mount's
 * scope, users/index.ts). Who sees which is ClientsService's rule.
 */
export function clientRoutes(services: Services, dataSource: DataSource): Router {
  const router = Router();
  router.use(requireAuth(...staffRoles));

  // ?search=, ?isActive=; ?first= and ?after= for the page, ?updated_since= for what changed
  // (docs/integrations.md#pages-and-sync); the total and the next page's cursor in headers.
  router.get('/', async (req, res) => {
    const { search, isActive } = req.query;
    // ?isActive=true or false; anything else reaches the schema as it is, which refuses it naming the field.
    const active = isActive === 'true' ? true : isActive === 'false' ? false : isActive;
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    const page = await services.clients.list(req.viewer, { search, isActive: active }, paging);
    const shown = await pageViews(page, (users) => Promise.all(users.map(adminUserShaper(dataSource))));
    sendListPage(res, paging, shown, (client) => client);
  });

  router.get('/:id', async (req, res) => {
    res.json(await adminUserShaper(dataSource)(await services.clients.get(req.viewer, String(req.params.id))));
  });

  return router;
}
