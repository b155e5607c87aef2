import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { notice } from '../../http/notice';

/** The REST entry point of the profile's session list; every rule is in SessionsService. */
export function sessionRoutes(services: Services): Router {
  const router = Router();
  const sessions = services.sessions;

  router.get('/', requireAuth(), async (req, res) => {
    res.json(await sessions.list(req.viewer, req.session.registryId));
  });

  router.post('/end-others', requireAuth(), async (req, res) => {
    const ended = await sessions.endOthers(req.viewer, req.session.registryId, requestOrigin(req));
    res.json({ message: `${ended} other session${ended === 1 ? '' : 's'} signed out`, ended });
  });

  router.delete('/:id', requireAuth(), async (req, res) => {
    await sessions.end(req.viewer, String(req.params.id), requestOrigin(req));
    res.json(notice('Session signed out'));
  });

  return router;
}
