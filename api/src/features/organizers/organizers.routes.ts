import { Router } from 'express';
import { requestOrigin } from '../../auth/session';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import { recordOf } from '../../shared/record-shape';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { organizerRecord } from './organizer.record';
import { organizerAnswerRecord } from './organizer-answer.record';
import { organizerAnswerResultRecord } from './organizer-answer-result.record';
import { organizerTemplateRecord } from './organizer-template.record';
import { attachmentDisposition, receiveMultipartDocument, refuseOversizedUploads } from '../documents';
import { tokenAlsoNeeds } from '../api-tokens';
import { isOrganizerOverdue } from '../../../../validation/organizer-values';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import type { Organizer } from './organizer.entity';
import type { OrganizerAnswer } from './organizer-answer.entity';
import type { OrganizerTemplate } from './organizer-template.entity';
import { progressOf, type AnswerResult } from './organizers.service';

/** An organizer as REST answers it. */
export function organizerJson(organizer: Organizer) {
  return recordOf(organizerRecord, organizer, {
    progress: progressOf(organizer),
    isOverdue: isOrganizerOverdue(organizer, todayInSouthAfrica(new Date())),
  });
}

export function organizerAnswerJson(answer: OrganizerAnswer) {
  return recordOf(organizerAnswerRecord, answer, { answeredAt: answer.updatedAt, value: answer.value });
}

function answerResultJson(result: AnswerResult) {
  return recordOf(organizerAnswerResultRecord, result, { answer: organizerAnswerJson(result.answer) });
}

export function organizerTemplateJson(template: OrganizerTemplate) {
  return recordOf(organizerTemplateRecord, template);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** /api/organizers; every rule is in OrganizersService. */
export function organizerRoutes(services: Services, maxUploadBytes: number): Router {
  const router = Router();
  const organizers = services.organizers;

  // ?status, ?clientId, ?engagementId, ?outstanding=true|false; ?first, ?after and ?updated_since
  // for the page (docs/integrations.md#pages-and-sync), the total and the next cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { status, clientId, engagementId, outstanding } = req.query;
    const filter = {
      status: text(status),
      clientId: text(clientId),
      engagementId: text(engagementId),
      outstanding: outstanding === undefined ? undefined : outstanding === 'true' ? true : outstanding === 'false' ? false : outstanding,
    };
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await organizers.page(req.viewer, filter, paging), organizerJson);
  });

  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(organizerJson(await organizers.send(req.viewer, req.body, requestOrigin(req))));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(organizerJson(await organizers.get(req.viewer, String(req.params.id))));
  });

  router.get('/:id/answers', requireAuth(), async (req, res) => {
    res.json((await organizers.answers(req.viewer, String(req.params.id))).map(organizerAnswerJson));
  });

  router.put('/:id/answers/:questionKey', requireAuth(), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = { value: body.value, documentIds: body.documentIds, questionKey: String(req.params.questionKey) };
    res.json(answerResultJson(await organizers.answer(req.viewer, String(req.params.id), input)));
  });

  router.post('/:id/answers/:questionKey/files', requireAuth(), refuseOversizedUploads(maxUploadBytes), async (req, res) => {
    const result = await receiveMultipartDocument(req, maxUploadBytes, (file) =>
      organizers.uploadFile(req.viewer, String(req.params.id), String(req.params.questionKey), file, requestOrigin(req)),
    );
    res.status(201).json(answerResultJson(result));
  });

  router.post('/:id/submit', requireAuth(), async (req, res) => {
    res.json(organizerJson(await organizers.submit(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.post('/:id/reopen', requireAuth(...staffRoles), async (req, res) => {
    res.json(organizerJson(await organizers.reopen(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.post('/:id/cancel', requireAuth(...staffRoles), async (req, res) => {
    res.json(organizerJson(await organizers.cancel(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  // The PDF names the client, the sender and the files: a token needs the scopes of those too.
  router.get('/:id/pdf', requireAuth(...staffRoles), tokenAlsoNeeds('users:read', 'documents:read'), async (req, res) => {
    const { fileName, pdf } = await organizers.exportPdf(req.viewer, String(req.params.id), requestOrigin(req));
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    });
    res.end(pdf);
  });

  return router;
}

/** /api/organizer-templates: staff read and send them, admins keep them. */
export function organizerTemplateRoutes(services: Services): Router {
  const router = Router();
  const templates = services.organizerTemplates;

  router.get('/', requireAuth(...staffRoles), async (req, res) => {
    res.json((await templates.list(req.viewer)).map(organizerTemplateJson));
  });

  router.get('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(organizerTemplateJson(await templates.get(req.viewer, String(req.params.id))));
  });

  router.post('/', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(organizerTemplateJson(await templates.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.put('/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(organizerTemplateJson(await templates.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.delete('/:id', requireAuth(...adminRoles), async (req, res) => {
    await templates.remove(req.viewer, String(req.params.id), requestOrigin(req));
    res.status(204).end();
  });

  return router;
}
