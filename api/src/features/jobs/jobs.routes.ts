import { Router } from 'express';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { withinTokenScopes } from '../api-tokens';
import { notFound } from '../../shared/errors';
import { recordOf } from '../../shared/record-shape';
import { jobStageActionRecord, jobStageAutomationRecord } from './job-automation.record';
import { jobDueDayRecord } from './job-due-day.record';
import { actionView, automationView } from './job-automation-view';
import { jobRecord, jobTemplateRecord } from './job.record';
import { jobWorkloadRecord } from './job-workload.record';
import type { JobView } from './job-view';

const jobJson = (job: JobView) => recordOf(jobRecord, job);

/** A query's true or false as a boolean; anything else is left for the schema to name. */
const flagOf = (value: unknown) =>
  value === undefined || value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value;

/** The REST entry point for jobs (docs/jobs.md); every rule is in JobsService. */
export function jobRoutes(services: Services): Router {
  const router = Router();
  const jobs = services.jobs;

  // The filters of the board, and ?first=, ?after= and ?updated_since= for the page
  // (docs/integrations.md#pages-and-sync); the total and the next page's cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { stage, templateKey, assignedTo, clientId, engagementId, due, dueFrom, dueTo, includeDone } = req.query;
    const filter = { stage, templateKey, assignedTo, clientId, engagementId, due, dueFrom, dueTo, includeDone: flagOf(includeDone) };
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await jobs.page(req.viewer, filter, paging), jobJson);
  });

  // The calendar: how many jobs are due on each day from ?from= to ?to=, with the board's filters.
  router.get('/due-days', requireAuth(), async (req, res) => {
    const { from, to, templateKey, assignedTo, clientId, includeDone } = req.query;
    const days = await jobs.dueDays(req.viewer, { from, to, templateKey, assignedTo, clientId, includeDone: flagOf(includeDone) });
    res.json(days.map((day) => recordOf(jobDueDayRecord, day)));
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

  // What the job's stages did for it (staff; a client is answered an empty list).
  router.get('/:id/actions', requireAuth(), async (req, res) => {
    const actions = await services.jobAutomations.actionsOf(req.viewer, String(req.params.id));
    res.json(actions.map((action) => recordOf(jobStageActionRecord, actionView(action))));
  });

  router.post('/:id/actions/:actionId/retry', requireAuth(...staffRoles), async (req, res) => {
    const [action] = (await services.jobAutomations.actionsOf(req.viewer, String(req.params.id))).filter(
      (each) => each.id === String(req.params.actionId),
    );
    if (!action) throw notFound();
    const retried = await services.jobAutomations.retry(req.viewer, action.id, requestOrigin(req));
    res.json(recordOf(jobStageActionRecord, actionView(retried)));
  });

  return router;
}

/** GET /api/job-templates: the templates jobs are created from. */
export function jobTemplateRoutes(services: Services): Router {
  const router = Router();
  router.get('/', requireAuth(...staffRoles), (req, res) => {
    res.json(services.jobs.templates(req.viewer).map((template) => recordOf(jobTemplateRecord, template)));
  });

  // What each template's stages do on a job's first entry (docs/jobs.md#stages-that-act).
  router.get('/automations', requireAuth(...staffRoles), async (req, res) => {
    const automations = await services.jobAutomations.automations(req.viewer);
    res.json(automations.map((automation) => recordOf(jobStageAutomationRecord, automationView(automation))));
  });

  router.put('/:key/stages/:stage/automation', requireAuth(...adminRoles), async (req, res) => {
    const { key, stage } = req.params;
    const saved = await services.jobAutomations.setAutomation(req.viewer, String(key), String(stage), req.body, requestOrigin(req));
    res.json(recordOf(jobStageAutomationRecord, automationView(saved)));
  });
  return router;
}
