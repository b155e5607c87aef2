import { Router } from 'express';
import type { Services } from '../services';
import { requireAuth } from '../http/respond';
import { endSession, requestOrigin, startSession } from './session';

export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const user = await services.auth.authenticate(req.body, requestOrigin(req));
    await startSession(req, user.id);
    res.json({ message: 'Login successful', user: await services.users.getProfileWithRoles(user.id) });
  });

  router.post('/logout', async (req, res) => {
    if (req.viewer) await services.auth.recordLogout(req.viewer.id, requestOrigin(req));
    await endSession(req, res);
    res.json({ message: 'Logged out successfully' });
  });

  router.get('/user', requireAuth(), async (req, res) => {
    res.json({ user: await services.users.getProfileWithRoles(req.viewer!.id) });
  });

  return router;
}
