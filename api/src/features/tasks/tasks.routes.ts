import { Router } from 'express';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import type { Task } from './task.entity';
import { recordOf } from '../../shared/record-shape';
import { taskRecord } from './task.record';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';

/** A task as REST answers it (docs/product.md#screen-shapes). */
export function taskJson(task: Task) {
  return recordOf(taskRecord, task);
}

/** The REST entry point for tasks (docs/product.md#rest-calls); every rule is in TasksService. */
export function taskRoutes(services: Services): Router {
  const router = Router();
  const tasks = services.tasks;

  // ?status and ?priority (omitted for all), ?search and ?engagementId; ?first, ?after and ?updated_since page it.
  router.get('/', requireAuth(), async (req, res) => {
    const { status, priority, search, engagementId } = req.query;
    const paging = listPagingOfQuery(req.query);
    sendListPage(res, paging, await tasks.page(req.viewer, { status, priority, search, engagementId }, paging), taskJson);
  });

  // The page sends { status, completedAt } (docs/product.md#rest-calls): the status is taken,
  // completedAt is the server's to set.
  router.put('/:id', requireAuth(), async (req, res) => {
    const body = req.body as { status?: unknown } | undefined;
    res.json(taskJson(await tasks.updateStatus(req.viewer, String(req.params.id), { status: body?.status }, requestOrigin(req))));
  });

  return router;
}
