import { createHash } from 'node:crypto';
import { Router } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { staffRoles } from '../../accounts/roles';
import { hasAnyRole } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { problemCodes, problemSlug, problemTypeUri, problemTypes, type ProblemCode } from '../problem-details';
import { DOCS_SIGN_IN, REFERENCE_INIT_FILE, REFERENCE_INIT_SCRIPT, SWAGGER_UI_FILES, referencePage, staffOnlyPage } from './reference-page';

/** The reference's files change only with a deploy; an hour, then a revalidation by ETag. */
const ASSET_MAX_AGE = '1h';

/**
 * GET /api/openapi.json (anyone: integrators' tools fetch it) and the reference page for staff,
 * GET /api/docs with its files under /api/docs/assets/. The document is serialised once, and
 * answered with a strong ETag, so a tool asking again gets 304 without a body.
 */
export function referenceRoutes(document: object): Router {
  const router = Router();
  const body = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  const swaggerUi = getAbsoluteFSPath();
  const swaggerUiFiles = new Set<string>(SWAGGER_UI_FILES);

  router.get('/openapi.json', (_req, res) => {
    // res.send answers 304 itself when the request's If-None-Match is this ETag.
    res.set({ ETag: etag, 'Cache-Control': 'public, no-cache' }).type('application/json').send(body);
  });

  router.get('/docs', (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    if (!req.viewer) {
      // The login page sends the person back here once signed in (web/src/features/auth). The page
      // takes no query, so the way back is always the same: nothing the caller sent is echoed.
      res.redirect(302, DOCS_SIGN_IN);
      return;
    }
    if (!hasAnyRole(req.viewer, staffRoles)) {
      res.status(403).type('html').send(staffOnlyPage);
      return;
    }
    res.type('html').send(referencePage);
  });

  router.get('/docs/assets/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (file === REFERENCE_INIT_FILE) {
      res.set('Cache-Control', 'public, max-age=3600').type('text/javascript').send(REFERENCE_INIT_SCRIPT);
      return;
    }
    if (!swaggerUiFiles.has(file)) return next(notFound());
    res.sendFile(file, { root: swaggerUi, maxAge: ASSET_MAX_AGE });
  });

  // What a problem's `type` names (problem-details.ts): every one, and each on its own.
  router.get('/problems', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(problemCodes.map(problemTypeOf));
  });
  router.get('/problems/:slug', (req, res, next) => {
    const code = problemCodes.find((each) => problemSlug(each) === req.params.slug);
    if (!code) return next(notFound());
    res.set('Cache-Control', 'public, max-age=3600').json(problemTypeOf(code));
  });

  return router;
}

/** A problem type as /api/problems describes it. */
const problemTypeOf = (code: ProblemCode) => ({ type: problemTypeUri(code), code, ...problemTypes[code] });
