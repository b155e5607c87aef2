import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { pageWindowOfQuery } from '../../shared/pagination';
import { withinTokenScopes } from '../api-tokens';
import { recordOf } from '../../shared/record-shape';
import { jobRecord, jobTemplateRecord } from './job.record';
import { jobWorkloadRecord } from './job-workload.record';
import type { JobView } from './job-view';

const jobJson = (job: JobView) => recordOf(jobRecord, job);

/** The REST entry point for jobs (docs/jobs.md); every rule is in JobsService. */
export function jobRoutes(services: Services): Router {
  const router = Router();
  const jobs = services.jobs;

  // The filters of the board, and ?first= and ?after= for the page; the total and the next page's cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { stage, templateKey, assignedTo, clientId, engagementId, due, includeDone } = req.query;
    const filter = {
      stage,
      templateKey,
      assignedTo,
      clientId,
      engagementId,
      due,
      includeDone:
        includeDone === undefined || includeDone === ''
          ? undefined
          : includeDone === 'true'
            ? true
            : includeDone === 'false'
              ? false
              : includeDone,
    };
    const page = await jobs.list(req.viewer, filter, pageWindowOfQuery(req.query));
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes.map(jobJson));
  });

  router.get('/workload', requireAuth(...staffRoles), async (req, res) => {
    const workload = recordOf(jobWorkloadRecord, await jobs.workload(req.viewer));
    // A staff member's name is people's data: left out for an API token without users:read.
    res.json({ ...workload, people: workload.people.map((person) => withinTokenScopes(req.viewer, 'WorkloadPerson', person)) });
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(jobJson(await jobs.get(req.viewer, String(req.params.id))));
  });

  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(jobJson(await jobs.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.patch('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(jobJson(await jobs.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.post('/:id/move', requireAuth(...staffRoles), async (req, res) => {
    res.json(jobJson(await jobs.move(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  return router;
}

/** GET /api/job-templates: the templates jobs are created from. */
export function jobTemplateRoutes(services: Services): Router {
  const router = Router();
  router.get('/', requireAuth(...staffRoles), (req, res) => {
    res.json(services.jobs.templates(req.viewer).map((template) => recordOf(jobTemplateRecord, template)));
  });
  return router;
}
