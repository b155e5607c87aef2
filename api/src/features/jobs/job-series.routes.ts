import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { pageWindowOfQuery } from '../../shared/pagination';
import { recordOf } from '../../shared/record-shape';
import { jobSeriesRecord } from './job-series.record';
import type { JobSeriesView } from './job-series-view';

const seriesJson = (series: JobSeriesView) => recordOf(jobSeriesRecord, series);

/** The REST entry point for recurring series (docs/jobs.md#recurring-series); every rule is in JobSeriesService. */
export function jobSeriesRoutes(services: Services): Router {
  const router = Router();
  const series = services.jobSeries;
  const staff = requireAuth(...staffRoles);

  // Filters, and ?first= and ?after= for the page; the total and the next page's cursor in headers.
  router.get('/', staff, async (req, res) => {
    const { engagementId, assignedTo, clientId, templateKey, status } = req.query;
    const filter = { engagementId, assignedTo, clientId, templateKey, status };
    const page = await series.list(req.viewer, filter, pageWindowOfQuery(req.query));
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes.map(seriesJson));
  });

  router.get('/:id', staff, async (req, res) => {
    res.json(seriesJson(await series.get(req.viewer, String(req.params.id))));
  });

  router.post('/', staff, async (req, res) => {
    res.status(201).json(seriesJson(await series.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.patch('/:id', staff, async (req, res) => {
    res.json(seriesJson(await series.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.post('/:id/status', staff, async (req, res) => {
    res.json(seriesJson(await series.setStatus(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.post('/:id/skip', staff, async (req, res) => {
    res.json(seriesJson(await series.skip(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.post('/:id/restore', staff, async (req, res) => {
    res.json(seriesJson(await series.restore(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  return router;
}
