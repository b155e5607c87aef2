import { Router, type RequestHandler } from 'express';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import type { Company } from './company.entity';
import { recordOf } from '../../shared/record-shape';
import { companyRecord } from './company.record';

/** A company as REST answers it (docs/product.md#screen-shapes, Company). */
export function companyJson(company: Company) {
  return recordOf(companyRecord, company);
}

/**
 * PUT /api/profile (docs/product.md#rest-calls): answers the updated user as GET /api/auth/user
 * shows it.
 */
export function profileRoutes(services: Services): Router {
  const router = Router();
  router.put('/', requireAuth(), async (req, res) => {
    const user = await services.profile.updateProfile(req.viewer, req.body, requestOrigin(req));
    res.json(await services.users.getProfileWithRoles(user.id));
  });
  return router;
}

/**
 * GET, POST and PUT /api/company (docs/product.md#rest-calls). The page picks POST when it believes
 * no company exists and PUT otherwise, but its belief can be stale (another tab saved first), so
 * both methods save the same way: create when there is none (201), otherwise update (200). A
 * conflict answer would only turn a stale page into a lost edit.
 */
export function companyRoutes(services: Services): Router {
  const router = Router();

  router.get('/', requireAuth(), async (req, res) => {
    const company = await services.company.mine(req.viewer);
    res.json(company ? companyJson(company) : null);
  });

  const save: RequestHandler = async (req, res) => {
    const { company, created } = await services.company.save(req.viewer, req.body, requestOrigin(req));
    res.status(created ? 201 : 200).json(companyJson(company));
  };
  router.post('/', requireAuth(), save);
  router.put('/', requireAuth(), save);

  return router;
}
