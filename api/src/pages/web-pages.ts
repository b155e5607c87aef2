import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import type { PortalPageRenderer } from './portal-page';
import { sendPrecompressed } from '../http/precompressed';
import { servePlayground } from '../http/playground';

/**
 * The built site's pages. Public routes answer their prerendered HTML (matched case-insensitively,
 * as the router does); /login and /portal… answer a page drawn for the viewer at request time
 * (http/portal-page.ts); /playground the administrators' playground; any other path answers the
 * prerendered not-found page with status 404.
 */
export function serveWebPages(app: Express, distDir: string, createPortalRenderer: () => PortalPageRenderer): { warmUp(): Promise<void> } {
  const file = (...parts: string[]) => path.join(distDir, ...parts);
  // Made now when the build is there, so its server renderer loads before the first visitor asks;
  // otherwise on the first portal page asked for (the build may appear later: `npm run dev`).
  let portalRenderer: PortalPageRenderer | undefined = fs.existsSync(file('app.html')) ? createPortalRenderer() : undefined;
  app.get(/.*/, (req, res, next) => {
    if (!fs.existsSync(file('app.html'))) {
      res.status(503).type('text').send('The web site has not been built yet: run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    const route = req.path.toLowerCase().replace(/\/+$/, '') || '/';
    if (route === '/playground') {
      servePlayground(req, res, file('playground', 'index.html'));
      return;
    }
    // Drawn per request: for the viewer, with their answers (http/portal-page.ts).
    if (route === '/portal' || route.startsWith('/portal/') || route === '/login') {
      portalRenderer ??= createPortalRenderer();
      portalRenderer.send(req, res).catch(next);
      return;
    }
    const prerendered = /^[a-z0-9/-]+$/.test(route) ? file(route === '/' ? '' : route, 'index.html') : undefined;
    const page = prerendered && fs.existsSync(prerendered) ? prerendered : undefined;
    if (!page) res.status(404);
    sendPrecompressed(req, res, page ?? file('404.html'), {}, next);
  });
  return { warmUp: async () => portalRenderer?.warmUp() };
}
