import { Router } from 'express';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import { changePassword, signIn, signInWithCode, signOut } from './sign-in-steps';
import { SECOND_STEP_MESSAGES } from '../../../../validation/two-step';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../../../../validation/password-texts';
import { notice } from '../../http/notice';

export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const outcome = await signIn(req, services, req.body);
    if (outcome.nextStep) {
      // The password was right; nothing is granted until the second step (features/two-step).
      res.json({ message: SECOND_STEP_MESSAGES[outcome.nextStep], nextStep: outcome.nextStep, expiresAt: outcome.expiresAt });
      return;
    }
    res.json({ message: 'Login successful', user: await services.users.getProfileWithRoles(outcome.user.id) });
  });

  router.post('/login/two-step', async (req, res) => {
    const user = await signInWithCode(req, services, req.body);
    res.json({ message: 'Login successful', user: await services.users.getProfileWithRoles(user.id) });
  });

  router.post('/logout', async (req, res) => {
    await signOut(req, res, services);
    res.json(notice('Logged out successfully'));
  });

  // The same answer whether or not the address has an account (no account enumeration).
  router.post('/forgot-password', async (req, res) => {
    await services.passwords.requestReset(req.body, requestOrigin(req));
    res.json(notice(PASSWORD_RESET_REQUESTED));
  });

  router.post('/reset-password', async (req, res) => {
    await services.passwords.resetWithLink(req.body, requestOrigin(req));
    res.json(notice(PASSWORD_RESET_DONE));
  });

  router.post('/change-password', requireAuth(), async (req, res) => {
    await changePassword(req, services, req.body);
    res.json(notice(PASSWORD_CHANGED));
  });

  router.get('/user', requireAuth(), async (req, res) => {
    res.json({ user: await services.users.getProfileWithRoles(req.viewer!.id) });
  });

  return router;
}
