import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import { invalidInput } from '../../shared/errors';
import type { Services } from '../../context/services';
import type { Notification } from './notification.entity';
import { recordOf } from '../../shared/record-shape';
import { notificationRecord } from './notification.record';

/** A notification as REST answers it (docs/product.md#screen-shapes). */
export function notificationJson(notification: Notification) {
  return recordOf(notificationRecord, notification);
}

/**
 * The REST entry point for notifications (docs/product.md#rest-calls); every rule is in
 * NotificationsService.
 */
export function notificationRoutes(services: Services): Router {
  const router = Router();
  const notifications = services.notifications;

  router.get('/', requireAuth(), async (req, res) => {
    const unreadOnly = parseUnreadOnly(req.query.unreadOnly);
    const all: Notification[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await notifications.list(req.viewer, { unreadOnly }, window);
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(all.map(notificationJson));
  });

  router.get('/preferences', requireAuth(), async (req, res) => {
    res.json(await notifications.preferences(req.viewer));
  });

  router.put('/preferences', requireAuth(), async (req, res) => {
    res.json(await notifications.updatePreferences(req.viewer, req.body));
  });

  router.put('/:id/read', requireAuth(), async (req, res) => {
    res.json(notificationJson(await notifications.markRead(req.viewer, String(req.params.id))));
  });

  return router;
}

function parseUnreadOnly(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidInput([{ path: 'unreadOnly', message: 'unreadOnly must be true or false' }]);
}
