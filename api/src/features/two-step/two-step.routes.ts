import { Router } from 'express';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { confirmEnrolment, enrollingUserId } from '../sign-in';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { notice } from '../../http/notice';

/** The REST entry point of two-step sign-in on the profile (`/api/auth/two-step`); every rule is in TwoStepService. */
export function twoStepRoutes(services: Services): Router {
  const router = Router();
  const twoStep = services.twoStep;

  router.get('/', requireAuth(), async (req, res) => {
    res.json(await twoStep.status(req.viewer));
  });

  // Also open to a staff member held at sign-in until they set it up (STAFF_TWO_STEP=required).
  router.post('/enrolment', async (req, res) => {
    res.json(await twoStep.beginEnrolment(enrollingUserId(req)));
  });

  router.post('/enrolment/confirm', async (req, res) => {
    const { recoveryCodes, user } = await confirmEnrolment(req, services, req.body);
    res.json({
      message: 'Two-step sign-in is on',
      recoveryCodes,
      ...(user ? { user: await services.users.getProfileWithRoles(user.id) } : {}),
    });
  });

  router.post('/disable', requireAuth(), async (req, res) => {
    await twoStep.disable(req.viewer, req.body, requestOrigin(req));
    res.json(notice('Two-step sign-in is off'));
  });

  router.post('/recovery-codes', requireAuth(), async (req, res) => {
    res.json({ recoveryCodes: await twoStep.regenerateRecoveryCodes(req.viewer, req.body, requestOrigin(req)) });
  });

  return router;
}

/** An administrator's reset of a user's two-step sign-in (`DELETE /api/admin/users/:id/two-step`). */
export function twoStepAdminRoutes(services: Services): Router {
  const router = Router();
  router.delete('/:id/two-step', requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN), async (req, res) => {
    await services.twoStep.resetByAdmin(String(req.params.id), req.viewer!, requestOrigin(req));
    res.json(notice('Two-step sign-in was reset'));
  });
  return router;
}
