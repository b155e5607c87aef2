import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { pageSizeOfQuery } from '../../shared/pagination';

/**
 * GET /api/events (docs/integrations.md#the-events-feed): `?type=`, `?first=`, `?after=<event id>`;
 * the payloads oldest first, and while there are more the next page's `after` in X-Next-Cursor.
 * Staff only: which events each may read is the feed's (event-feed.ts); a client is refused (403).
 */
export function eventRoutes(services: Services): Router {
  const router = Router();
  router.get('/', requireAuth(...staffRoles), async (req, res) => {
    const { type, after } = req.query;
    const page = await services.eventFeed.list(req.viewer, { type, first: pageSizeOfQuery(req.query.first), after });
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes);
  });
  return router;
}
