import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { writeZip, ZipAbandoned } from '../../shared/zip-writer';
import { attachmentDisposition } from '../documents';

/** The REST entry point of "My data"; what goes in the archive is decided in MyDataService. */
export function myDataRoutes(services: Services): Router {
  const router = Router();

  router.get('/my-data', requireAuth(), async (req, res) => {
    const archive = await services.myData.startExport(req.viewer, requestOrigin(req));
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(archive.fileName),
      'Cache-Control': 'private, no-store',
      // For the page's progress: the archive is written as it is read, so it has no length yet.
      'X-Export-Items': String(archive.summary.totalItems),
      'X-Export-Estimated-Bytes': String(archive.summary.estimatedBytes),
    });
    res.flushHeaders();
    try {
      await writeZip(archive.entries, res, new Date());
    } catch (error) {
      // The request's logger names its X-Request-Id, which the page shows when the download fails.
      if (error instanceof ZipAbandoned) req.log.info('A my-data download was abandoned by its receiver');
      else req.log.error({ err: error }, 'A my-data export failed while it was written');
      // The status has gone out: only a cut connection tells the receiver the archive is not whole.
      res.destroy();
    }
  });

  return router;
}
