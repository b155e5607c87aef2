import { Router } from 'express';
import { requestOrigin } from '../../auth/session';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import type { Viewer } from '../../auth/viewer';
import { recordOf } from '../../shared/record-shape';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { engagementLetterRecord } from './engagement-letter.record';
import { letterTemplateRecord } from './letter-template.record';
import type { EngagementLetter } from './engagement-letter.entity';
import type { LetterTemplate } from './letter-template.entity';
import { withinTokenScopes } from '../api-tokens';

/**
 * A letter as REST answers it; to an API token, without the signing evidence unless it holds
 * users:read (the signer's name, e-mail, address and browser are people's data, as in GraphQL).
 */
export function engagementLetterJson(letter: EngagementLetter, viewer: Viewer | null | undefined) {
  return withinTokenScopes(viewer, 'EngagementLetter', recordOf(engagementLetterRecord, letter));
}

export function letterTemplateJson(template: LetterTemplate) {
  return recordOf(letterTemplateRecord, template);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A query string's number as the filter's zod schema checks it: left as text when it is none, so the refusal names it. */
const number = (value: unknown) => (typeof value === 'string' && value !== '' ? (/^\d+$/.test(value) ? Number(value) : value) : undefined);

/** /api/engagement-letters; every rule is in EngagementLettersService. */
export function engagementLetterRoutes(services: Services): Router {
  const router = Router();
  const letters = services.engagementLetters;

  // ?status, ?clientId, ?engagementId, ?outstanding=true|false, ?sentMoreThanDaysAgo; ?first, ?after and
  // ?updated_since for the page (docs/integrations.md#pages-and-sync), the total and the next cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { status, clientId, engagementId, outstanding, sentMoreThanDaysAgo } = req.query;
    const filter = {
      status: text(status),
      clientId: text(clientId),
      engagementId: text(engagementId),
      outstanding: outstanding === undefined ? undefined : outstanding === 'true' ? true : outstanding === 'false' ? false : outstanding,
      sentMoreThanDaysAgo: number(sentMoreThanDaysAgo),
    };
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await letters.page(req.viewer, filter, paging), (letter) => engagementLetterJson(letter, req.viewer));
  });

  router.post('/preview', requireAuth(...staffRoles), async (req, res) => {
    res.json(await letters.preview(req.viewer, req.body));
  });

  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(engagementLetterJson(await letters.send(req.viewer, req.body, requestOrigin(req)), req.viewer));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(engagementLetterJson(await letters.get(req.viewer, String(req.params.id), requestOrigin(req)), req.viewer));
  });

  router.post('/:id/withdraw', requireAuth(...staffRoles), async (req, res) => {
    res.json(engagementLetterJson(await letters.withdraw(req.viewer, String(req.params.id), req.body, requestOrigin(req)), req.viewer));
  });

  router.post('/:id/sign', requireAuth(), async (req, res) => {
    res.json(engagementLetterJson(await letters.sign(req.viewer, String(req.params.id), req.body, requestOrigin(req)), req.viewer));
  });

  router.post('/:id/decline', requireAuth(), async (req, res) => {
    res.json(engagementLetterJson(await letters.decline(req.viewer, String(req.params.id), req.body, requestOrigin(req)), req.viewer));
  });

  return router;
}

/** /api/letter-templates: staff read and use them, admins keep them. */
export function letterTemplateRoutes(services: Services): Router {
  const router = Router();
  const templates = services.letterTemplates;

  router.get('/', requireAuth(...staffRoles), async (req, res) => {
    res.json((await templates.list(req.viewer)).map(letterTemplateJson));
  });

  router.get('/merge-fields', requireAuth(...staffRoles), (req, res) => {
    res.json(templates.mergeFields(req.viewer));
  });

  router.get('/:id', requireAuth(...staffRoles), async (req, res) => {
    res.json(letterTemplateJson(await templates.get(req.viewer, String(req.params.id))));
  });

  router.post('/', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(letterTemplateJson(await templates.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.put('/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(letterTemplateJson(await templates.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.delete('/:id', requireAuth(...adminRoles), async (req, res) => {
    await templates.remove(req.viewer, String(req.params.id), requestOrigin(req));
    res.status(204).end();
  });

  return router;
}
