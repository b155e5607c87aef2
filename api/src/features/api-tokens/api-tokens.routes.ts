import { Router } from 'express';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { pageWindowOfQuery } from '../../shared/pagination';
import { recordOf } from '../../shared/record-shape';
import { apiTokenRecord } from './api-token.record';
import type { ApiToken } from './api-token.entity';
import { statusOf } from './api-token-status';

/** A token as REST answers it (its record shape): never the secret's hash. */
function shape(token: ApiToken, now = new Date()) {
  return recordOf(apiTokenRecord, token, { status: statusOf(token, now) });
}

/** A query-string number as the page size; anything else is named as the field at fault. */
/**
 * The signed-in person's tokens (`/api/tokens`): GET lists them, POST makes one and answers 201
 * with `{ token, secret }` (the secret this once), DELETE /:id revokes one. Every rule is in
 * ApiTokensService.
 */
export function apiTokenRoutes(services: Services): Router {
  const router = Router();
  const tokens = services.apiTokens;

  router.get('/', requireAuth(), async (req, res) => {
    res.json((await tokens.list(req.viewer)).map((token) => shape(token)));
  });

  router.post('/', requireAuth(), async (req, res) => {
    const { token, secret } = await tokens.create(req.viewer, req.body, requestOrigin(req));
    res.status(201).json({ token: shape(token), secret });
  });

  router.delete('/:id', requireAuth(), async (req, res) => {
    res.json(shape(await tokens.revoke(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}

/**
 * Everyone's tokens, for administrators (`/api/admin/tokens`): GET (`?status=`, `?first=`,
 * `?after=`) answers one page as an array, newest first, with `X-Total-Count` and, when there is
 * more, `X-Next-Cursor`; DELETE /:id revokes anyone's.
 */
export function apiTokenAdminRoutes(services: Services): Router {
  const router = Router();
  router.use(requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN));

  router.get('/', async (req, res) => {
    const window = pageWindowOfQuery(req.query);
    const status = req.query.status === '' ? undefined : req.query.status;
    const page = await services.apiTokens.listAll(req.viewer, { status }, window);
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes.map((token) => shape(token)));
  });

  router.delete('/:id', async (req, res) => {
    res.json(shape(await services.apiTokens.revoke(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}
