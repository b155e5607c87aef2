// Prints the JavaScript each public route loads before it is interactive (the entry, the route's
// page chunk and everything they import statically), gzipped, against the 120 KB budget.
// Chunks fetched on demand (drawer, dialog, toaster, zod at first submit, the portal) are not
// counted: a visitor who only reads the page never downloads them.
// `--check` exits 1 when a route is over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 120 * 1024;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

const pages = {
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

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const rows = Object.entries(pages).map(([route, source]) => {
  if (!manifest[source]) throw new Error(`No chunk for ${source} in the Vite manifest`);
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(source)]);
  const files = [...keys].map((key) => manifest[key].file);
  const bytes = files.reduce((total, file) => total + gzipSize(file), 0);
  return { route, chunks: files.length, bytes };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`\nJavaScript per public route (gzipped; budget ${kb(BUDGET_BYTES)})`);
console.log('route          chunks      size   status');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(14)} ${String(row.chunks).padStart(6)} ${kb(row.bytes).padStart(9)}   ${row.bytes <= BUDGET_BYTES ? 'ok' : 'OVER BUDGET'}`,
  );
}
const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
if (process.argv.includes('--check') && over.length > 0) {
  console.error(`\n${over.length} route(s) over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
