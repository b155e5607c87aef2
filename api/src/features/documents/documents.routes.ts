import { Router, type Response } from 'express';
import { pipeline } from 'node:stream';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import { staffRoles } from '../../accounts/roles';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { logger } from '../../shared/logger';
import type { Services } from '../../context/services';
import type { Document } from './document.entity';
import { receiveMultipartDocument, refuseOversizedUploads } from './upload-middleware';
import { recordOf } from '../../shared/record-shape';
import { documentRecord } from './document.record';

/**
 * A document as REST answers it (docs/product.md#screen-shapes): everything but the storage key.
 */
export function documentJson(document: Document) {
  return recordOf(documentRecord, document);
}

/** The REST entry point for documents (docs/product.md#rest-calls); every rule is in DocumentsService. */
export function documentRoutes(services: Services, maxUploadBytes: number): Router {
  const router = Router();
  const documents = services.documents;

  router.get('/', requireAuth(), async (req, res) => {
    const filter = Object.fromEntries(['category', 'status', 'search', 'clientId'].map((key) => [key, queryText(req.query[key])]));
    // ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync); without them, every document.
    const paging = listPagingOfQuery(req.query);
    sendListPage(res, paging, await documents.page(req.viewer, filter, paging), documentJson);
  });

  router.post('/upload', requireAuth(), refuseOversizedUploads(maxUploadBytes), async (req, res) => {
    const document = await receiveMultipartDocument(req, maxUploadBytes, (file, fields) =>
      documents.upload(req.viewer, file, fields, requestOrigin(req)),
    );
    res.status(201).json(documentJson(document));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(documentJson(await documents.get(req.viewer, String(req.params.id))));
  });

  router.get('/:id/download', requireAuth(), async (req, res) => {
    const { downloadUrl } = await documents.requestDownload(req.viewer, String(req.params.id));
    res.json({ downloadUrl });
  });

  // The signed link is the permission (it was issued after the access check), so it also works
  // when opened where the session cookie is not sent.
  router.get('/:id/file', async (req, res) => {
    const { document, stream } = await documents.openDownload(
      String(req.params.id),
      { expires: req.query.expires, signature: req.query.signature },
      req.viewer,
      requestOrigin(req),
    );
    sendFile(res, document, stream);
  });

  router.put('/:id/approve', requireAuth(...staffRoles), async (req, res) => {
    res.json(documentJson(await documents.approve(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.put('/:id/reject', requireAuth(...staffRoles), async (req, res) => {
    res.json(documentJson(await documents.reject(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  return router;
}

function sendFile(res: Response, document: Document, stream: NodeJS.ReadableStream): void {
  res.set({
    'Content-Type': document.mimeType,
    'Content-Length': String(document.fileSize),
    'Content-Disposition': attachmentDisposition(document.originalName),
    'Cache-Control': 'private, no-store',
  });
  pipeline(stream, res, (error) => {
    if (error && !res.writableFinished) logger.warn({ err: error, documentId: document.id }, 'A document download ended early');
  });
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (filename*). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
