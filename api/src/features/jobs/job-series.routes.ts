import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { recordOf } from '../../shared/record-shape';
import { jobSeriesRecord } from './job-series.record';
import type { JobSeriesView } from './job-series-view';

const seriesJson = (series: JobSeriesView) => recordOf(jobSeriesRecord, series);

/** The REST entry point for recurring series (docs/jobs.md#recurring-series); every rule is in JobSeriesService. */
export function jobSeriesRoutes(services: Services): Router {
  const router = Router();
  const series = services.jobSeries;
  const staff = requireAuth(...staffRoles);

  // Filters, and ?first=, ?after= and ?updated_since= for the page (docs/integrations.md#pages-and-sync);
  // the total and the next page's cursor in headers.
  router.get('/', staff, async (req, res) => {
    const { engagementId, assignedTo, clientId, templateKey, status } = req.query;
    const filter = { engagementId, assignedTo, clientId, templateKey, status };
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await series.page(req.viewer, filter, paging), seriesJson);
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
