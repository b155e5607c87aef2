// After `vite build` (client) and `vite build --ssr` (prerender/entry-server.tsx), writes every
// public route as real HTML with its styles and head tags, plus 404.html, sitemap.xml, robots.txt
// and portal-first-screen.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { portalRouteChunks, staticClosure } from './portal-chunks.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const serverDir = path.join(webDir, 'dist-ssr');
const {
  renderPage,
  prerenderedRoutes,
  notFoundRoute,
  siteOrigin,
  structuredDataScript,
  loadFirstScreenOperations,
  shellOperations,
  loginOperations,
  portalPageTable,
} = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);

// app.html, the shell /login and the portal start from, is the same template, written by the build (vite-pwa.ts).
const template = fs.readFileSync(path.join(distDir, 'app.html'), 'utf8');

// The template's own title and description are fallbacks for the portal shell only.
const withoutDefaultHead = template.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');

function pageHtml({ head, styles, html }) {
  return withoutDefaultHead.replace('</head>', `${head}${structuredDataScript()}${styles}</head>`).replace('<!--app-html-->', html);
}

function outputFile(route) {
  return route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route.slice(1), 'index.html');
}

for (const route of prerenderedRoutes) {
  const started = performance.now();
  const page = await renderPage(route);
  const file = outputFile(route);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pageHtml(page));
  console.log(`prerendered ${route.padEnd(12)} ${(performance.now() - started).toFixed(0).padStart(4)} ms  ${path.relative(webDir, file)}`);
}
fs.writeFileSync(path.join(distDir, '404.html'), pageHtml(await renderPage(notFoundRoute)));

const today = new Date().toISOString().slice(0, 10);
const urls = prerenderedRoutes.map(
  (route) => `  <url><loc>${siteOrigin}${route === '/' ? '/' : route}</loc><lastmod>${today}</lastmod></url>`,
);
fs.writeFileSync(
  path.join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /portal\nDisallow: /login\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
);

// For the api (api/src/pages/portal-page.ts): what each portal page's HTML names for early download, and
// the queries whose answers it carries.
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const chunks = portalRouteChunks(webDir, manifest, Object.keys(portalPageTable));
const firstScreenOperations = await loadFirstScreenOperations();
const portalPages = Object.fromEntries(
  Object.entries(chunks).map(([route, files]) => [
    route,
    { files, operations: [...shellOperations, ...(firstScreenOperations[route] ?? [])] },
  ]),
);
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginFiles = [...staticClosure(manifest, entry), ...staticClosure(manifest, 'src/features/auth/LoginPage.tsx')].map(
  (key) => manifest[key].file,
);
portalPages['/login'] = { files: { client: loginFiles, admin: loginFiles }, operations: loginOperations };
fs.writeFileSync(path.join(distDir, 'portal-first-screen.json'), `${JSON.stringify({ pages: portalPages }, null, 1)}\n`);

// dist-ssr stays: the api renders portal pages and /login with it at request time (renderPortalPage).
