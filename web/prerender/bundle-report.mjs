// Prints the JavaScript each route loads before its first screen (the entry, the route's chunks
// and everything they import statically), gzipped, against its budget:
// - public routes: the entry (with the site's header and footer) and the page: 120 KB;
// - portal routes: the entry, the portal's shell, the page and, for the dashboard, the viewer's
//   kind of dashboard (portal-chunks.mjs), for a client and for an administrator, each against
//   its own budget: the page's `budgetKB` in the portal's page table
//   (src/features/portal/shell/portal-page-table.ts).
// Chunks fetched on demand (drawer, dialogs, toaster, zod at first submit, the socket's code,
// pages prefetched for later) are not counted: they are not in the way of the first screen.
// `--check` exits 1 when a route is over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { portalRouteChunks, staticClosure } from './portal-chunks.mjs';

const KB = 1024;
const PUBLIC_BUDGET = 120 * KB;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
// The portal's page table, from the server build beside the site's (prerender/entry-server.tsx).
const { portalPageTable } = await import(pathToFileURL(path.join(webDir, 'dist-ssr', 'entry-server.js')).href);
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

const publicPages = {
  '/': 'src/features/public/home/HomePage.tsx',
  '/about': 'src/features/public/about/AboutPage.tsx',
  '/services': 'src/features/public/services/ServicesPage.tsx',
  '/industries': 'src/features/public/industries/IndustriesPage.tsx',
  '/director': 'src/features/public/director/DirectorPage.tsx',
  '/contact': 'src/features/public/contact/ContactPage.tsx',
  '/privacy': 'src/features/public/privacy/PrivacyPage.tsx',
  '(not found)': 'src/features/public/not-found/NotFoundPage.tsx',
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const measure = (files) => ({ chunks: files.length, bytes: files.reduce((total, file) => total + gzipSize(file), 0) });

const rows = Object.entries(publicPages).map(([route, source]) => {
  const keys = new Set([entryKey, source].flatMap((key) => [...staticClosure(manifest, key)]));
  return { route, ...measure([...keys].map((key) => manifest[key].file)), budget: PUBLIC_BUDGET };
});
for (const [route, kinds] of Object.entries(portalRouteChunks(webDir, manifest, Object.keys(portalPageTable)))) {
  const budget = portalPageTable[route].budgetKB * KB;
  if (!(budget > 0)) throw new Error(`No budget for the portal route ${route}: give its row in portal-page-table.ts a budgetKB`);
  const kindsToShow = route === '/portal' ? ['client', 'admin'] : ['client'];
  for (const kind of kindsToShow) rows.push({ route: route === '/portal' ? `${route} (${kind})` : route, ...measure(kinds[kind]), budget });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('\nJavaScript before the first screen, per route (gzipped)');
console.log('route                        chunks      size     budget   status');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(28)} ${String(row.chunks).padStart(6)} ${kb(row.bytes).padStart(9)} ${kb(row.budget).padStart(10)}   ${row.bytes <= row.budget ? 'ok' : 'OVER BUDGET'}`,
  );
}
const over = rows.filter((row) => row.bytes > row.budget);
if (process.argv.includes('--check') && over.length > 0) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
