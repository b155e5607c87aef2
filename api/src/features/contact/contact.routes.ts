import { Router } from 'express';
import type { Services } from '../../context/services';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import { RoleName } from '../../accounts/roles';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import type { ContactSubmission } from './contact-submission.entity';
import { contactFormPost } from './contact-form-post';
import { recordOf } from '../../shared/record-shape';
import { contactSubmissionRecord } from './contact-submission.record';
import { notice } from '../../http/notice';

/** A contact submission as REST answers it, from its record shape. */
export function contactSubmissionJson(submission: ContactSubmission) {
  return recordOf(contactSubmissionRecord, submission);
}

/** POST /api/contact (docs/product.md#rest-calls): both public forms. */
export function contactRoutes(services: Services): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const outcome = await services.contact.submit(req.body, requestOrigin(req));
    if (!outcome.stored) {
      res.status(201).json(notice('Thank you for contacting us.'));
      return;
    }
    res.status(201).json(contactSubmissionJson(outcome.submission));
  });
  router.post('/form', ...contactFormPost(services));
  return router;
}

/**
 * GET /api/contact-submissions (docs/product.md#rest-calls): every submission, newest first;
 * filters optional.
 */
export function contactSubmissionRoutes(services: Services): Router {
  const router = Router();
  router.get('/', requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN), async (req, res) => {
    const filter = Object.fromEntries(['type', 'service', 'from', 'to', 'search'].map((key) => [key, queryText(req.query[key])]));
    const all: ContactSubmission[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await services.contact.list(filter, window);
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(all.map(contactSubmissionJson));
  });
  return router;
}

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
