import { Router } from 'express';
import { adminRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { invalidInput } from '../../shared/errors';

/**
 * GET /api/events (docs/integrations.md#events): `?type=`, `?first=`, `?after=<event id>`; the
 * payloads oldest first, and while there are more the next page's `after` in X-Next-Cursor.
 */
export function eventRoutes(services: Services): Router {
  const router = Router();
  router.get('/', requireAuth(...adminRoles), async (req, res) => {
    const { type, first, after } = req.query;
    if (first !== undefined && (typeof first !== 'string' || !/^\d{1,6}$/.test(first))) {
      throw invalidInput([{ path: 'first', message: 'first must be a whole number' }]);
    }
    const page = await services.eventFeed.list(req.viewer, { type, first: first === undefined ? undefined : Number(first), after });
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes);
  });
  return router;
}
