import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';

/**
 * GET /api/dashboard/stats (docs/product.md#rest-calls): the same numbers as the dashboardSummary
 * query.
 */
export function dashboardRoutes(services: Services): Router {
  const router = Router();
  router.get('/stats', requireAuth(), async (req, res) => {
    const { nextAppointment, ...counts } = await services.dashboard.summary(req.viewer);
    res.json({
      ...counts,
      nextAppointment: nextAppointment && {
        id: nextAppointment.id,
        title: nextAppointment.title,
        scheduledAt: nextAppointment.scheduledAt,
        duration: nextAppointment.duration,
        status: nextAppointment.status,
      },
    });
  });
  return router;
}
