import { Router } from 'express';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import type { DataSource } from 'typeorm';
import type { User } from '../../accounts/user.entity';
import { createRolesByUserIdLoader } from './users.loaders';
import { recordOf } from '../../shared/record-shape';
import { namedRoleRecord, roleRecord } from '../../accounts/role.record';
import { adminUserRecord } from '../../accounts/user.record';

/**
 * The admin list's user shape (accounts/user.record.ts): id, names, e-mail, country, joined date,
 * roles. Roles come through one loader per request, so a long list costs one roles query. The
 * client list (features/clients) answers the same shape.
 */
export function adminUserShaper(dataSource: DataSource) {
  const rolesByUserId = createRolesByUserIdLoader(dataSource);
  return async (user: User) =>
    recordOf(adminUserRecord, user, { roles: (await rolesByUserId.load(user.id)).map((role) => recordOf(namedRoleRecord, role)) });
}

/** The administrator calls of docs/product.md#rest-calls: stats, users and roles. */
export function adminRoutes(services: Services, dataSource: DataSource): Router {
  const router = Router();
  router.use(requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN));

  router.get('/stats', async (_req, res) => {
    res.json(await services.adminStats.stats());
  });

  router.get('/system', async (_req, res) => {
    res.json(await services.systemStatus.check());
  });

  router.get('/roles', async (_req, res) => {
    const roles = await services.users.listRoles();
    res.json(roles.map((role) => recordOf(roleRecord, role)));
  });

  router.get('/users', async (req, res) => {
    const filter = { search: typeof req.query.search === 'string' ? req.query.search : undefined };
    const users: User[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await services.userAdmin.list(filter, window);
      users.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(await Promise.all(users.map(adminUserShaper(dataSource))));
  });

  router.post('/users', async (req, res) => {
    const user = await services.userAdmin.create(req.body, req.viewer!, requestOrigin(req));
    res.status(201).json(await adminUserShaper(dataSource)(user));
  });

  router.put('/users/:id/roles', async (req, res) => {
    const user = await services.userAdmin.setRoles(req.params.id, req.body, req.viewer!, requestOrigin(req));
    res.json(await adminUserShaper(dataSource)(user));
  });

  return router;
}
