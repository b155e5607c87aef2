import { Router } from 'express';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { pageSizeOfQuery, pageWindow } from '../../shared/pagination';
import { queuedMailRecord } from './queued-mail.record';
import { recordOf } from '../../shared/record-shape';
import type { QueuedMail } from './queued-mail.entity';

/** An e-mail as REST answers it (its record shape): the record, never its content. */
function shape(mail: QueuedMail) {
  return recordOf(queuedMailRecord, mail);
}

/**
 * The administrators' routes: GET /api/admin/mail (`?status=`, `?first=`, `?after=`) answers one
 * page as an array, newest first, with `X-Total-Count` and, when there is more, `X-Next-Cursor`
 * (the next call's `after`); POST /api/admin/mail/:id/retry sends a failed e-mail again.
 */
export function mailQueueRoutes(services: Services): Router {
  const router = Router();
  router.use(requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN));
  router.get('/', async (req, res) => {
    const window = pageWindow({
      first: pageSizeOfQuery(req.query.first),
      after: typeof req.query.after === 'string' ? req.query.after : undefined,
    });
    const page = await services.mailAdmin.list(req.viewer, { status: req.query.status === '' ? undefined : req.query.status }, window);
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes.map(shape));
  });
  router.post('/:id/retry', async (req, res) => {
    res.json(shape(await services.mailAdmin.retry(req.viewer, String(req.params.id), requestOrigin(req))));
  });
  return router;
}
