import { Router } from 'express';
import { requestOrigin } from '../../auth/session';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { isRequestOverdue } from '../../../../validation/document-requests';
import type { DocumentChecklist } from './document-checklist.entity';
import type { DocumentRequest } from './document-request.entity';
import { recordOf } from '../../shared/record-shape';
import { documentRequestRecord } from './document-request.record';
import { documentChecklistRecord } from './document-checklist.record';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';

/** A request as REST answers it. */
export function documentRequestJson(request: DocumentRequest, now = new Date()) {
  return recordOf(documentRequestRecord, request, { isOverdue: isRequestOverdue(request, todayInSouthAfrica(now)) });
}

export function documentChecklistJson(checklist: DocumentChecklist) {
  return recordOf(documentChecklistRecord, checklist);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** /api/document-requests; every rule is in DocumentRequestsService. */
export function documentRequestRoutes(services: Services): Router {
  const router = Router();
  const requests = services.documentRequests;

  // ?clientId, ?status, ?outstanding=true
  router.get('/', requireAuth(), async (req, res) => {
    const { clientId, status, outstanding } = req.query;
    const filter = {
      clientId: text(clientId),
      status: text(status),
      outstanding: outstanding === undefined ? undefined : outstanding === 'true',
    };
    // ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync).
    const paging = listPagingOfQuery(req.query);
    sendListPage(res, paging, await requests.page(req.viewer, filter, paging), (request) => documentRequestJson(request));
  });

  // { clientId, title, category, dueDate, note } for one document; { clientId, dueDate, note, items } for several.
  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    const body: unknown = req.body;
    if (body && typeof body === 'object' && 'items' in body) {
      const created = await requests.createMany(req.viewer, body, requestOrigin(req));
      res.status(201).json(created.map((request) => documentRequestJson(request)));
      return;
    }
    res.status(201).json(documentRequestJson(await requests.create(req.viewer, body, requestOrigin(req))));
  });

  router.post('/from-checklist', requireAuth(...staffRoles), async (req, res) => {
    const created = await requests.fromChecklist(req.viewer, req.body, requestOrigin(req));
    res.status(201).json(created.map((request) => documentRequestJson(request)));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(documentRequestJson(await requests.get(req.viewer, String(req.params.id))));
  });

  router.delete('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(documentRequestJson(await requests.cancel(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}

/** /api/document-checklists: staff read them, admins keep them. */
export function documentChecklistRoutes(services: Services): Router {
  const router = Router();
  const checklists = services.documentChecklists;

  router.get('/', requireAuth(...staffRoles), async (req, res) => {
    res.json((await checklists.list(req.viewer)).map(documentChecklistJson));
  });

  router.get('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(documentChecklistJson(await checklists.get(req.viewer, String(req.params.id))));
  });

  router.post('/', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(documentChecklistJson(await checklists.create(req.viewer, req.body)));
  });

  router.put('/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(documentChecklistJson(await checklists.update(req.viewer, String(req.params.id), req.body)));
  });

  router.delete('/:id', requireAuth(...adminRoles), async (req, res) => {
    await checklists.remove(req.viewer, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
