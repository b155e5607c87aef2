// The JavaScript each portal page needs before its first screen, from Vite's manifest: the entry,
// the portal's shell (PortalApp), the page's own chunk and, for the dashboard, the chunk of the
// viewer's kind of dashboard, each with everything they import statically. Read by the bundle
// report (its per-route budget) and written to dist/portal-first-screen.json, from which the
// server names these files in the page's HTML (modulepreload) so they download side by side
// instead of one after another.
import fs from 'node:fs';
import path from 'node:path';

const PORTAL_APP = 'src/features/portal/PortalApp.tsx';
const PAGES_TABLE = 'src/features/portal/shell/portal-pages.ts';
/** The dashboard loads one of these by the viewer's roles (dashboard/DashboardPage.tsx). */
const DASHBOARDS = {
  client: 'src/features/portal/dashboard/ClientDashboard.tsx',
  admin: 'src/features/portal/dashboard/AdminDashboard.tsx',
};

/** '/portal/documents' -> 'src/features/portal/documents/DocumentsPage.tsx', read from portal-pages.ts. */
export function portalPageSources(webDir) {
  const table = fs.readFileSync(path.join(webDir, PAGES_TABLE), 'utf8');
  const pages = {};
  for (const [, route, relative] of table.matchAll(/'(\/portal[a-z/-]*)': \(\) => import\('([^']+)'\)/g)) {
    pages[route] = path.posix.join(path.posix.dirname(PAGES_TABLE), relative) + '.tsx';
  }
  if (!pages['/portal']) throw new Error(`No portal pages found in ${PAGES_TABLE}`);
  return pages;
}

/** The chunk `key` and every chunk it imports statically, as manifest keys. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Per portal route and kind of viewer ('client' or 'admin'), the files of its first screen, the
 * entry first. Routes other than the dashboard list the same files for both kinds.
 */
export function portalRouteChunks(webDir, manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routes = {};
  for (const [route, source] of Object.entries(portalPageSources(webDir))) {
    routes[route] = {};
    for (const [kind, dashboard] of Object.entries(DASHBOARDS)) {
      const keys = new Set(
        [entry, PORTAL_APP, source, ...(route === '/portal' ? [dashboard] : [])].flatMap((key) => [...staticClosure(manifest, key)]),
      );
      routes[route][kind] = [...keys].map((key) => manifest[key].file);
    }
  }
  return routes;
}
