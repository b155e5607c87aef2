// The JavaScript each portal page needs before its first screen, from Vite's manifest: the entry,
// the portal's shell (PortalApp), the page's own chunk and, for the dashboard, the chunk of the
// viewer's kind of dashboard, each with everything they import statically. Read by the bundle
// report (its per-route budget) and written to dist/portal-first-screen.json, from which the
// server names these files in the page's HTML (modulepreload) so they download side by side
// instead of one after another. The routes are those of the page table, which the callers read
// from the server build; each page's module is read from the table's source (its `load` field),
// the only place that names it.
import fs from 'node:fs';
import path from 'node:path';

const PORTAL_APP = 'src/features/portal/PortalApp.tsx';
const PAGES_TABLE = 'src/features/portal/shell/portal-page-table.ts';
/** The dashboard loads one of these by the viewer's roles (dashboard/DashboardPage.tsx). */
const DASHBOARDS = {
  client: 'src/features/portal/dashboard/ClientDashboard.tsx',
  admin: 'src/features/portal/dashboard/AdminDashboard.tsx',
};

/**
 * Per route of `routes`: '/portal/documents' -> 'src/features/portal/documents/DocumentsPage.tsx',
 * read from portal-page-table.ts.
 */
export function portalPageSources(webDir, routes) {
  const table = fs.readFileSync(path.join(webDir, PAGES_TABLE), 'utf8');
  const found = {};
  for (const [, route, relative] of table.matchAll(/'(\/portal[a-z/:-]*)': row\(\{\s*load: \(\) => import\('([^']+)'\)/g)) {
    found[route] = path.posix.join(path.posix.dirname(PAGES_TABLE), relative) + '.tsx';
  }
  const missing = routes.filter((route) => !found[route]);
  if (missing.length > 0) {
    throw new Error(
      `No page module found in ${PAGES_TABLE} for ${missing.join(', ')}: begin its row with row({ load: () => import('../<page>/<Name>Page')`,
    );
  }
  return Object.fromEntries(routes.map((route) => [route, found[route]]));
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
 * Per portal route (`pageRoutes`: the page table's paths) and kind of viewer ('client' or
 * 'admin'), the files of its first screen, the entry first. Routes other than the dashboard list
 * the same files for both kinds.
 */
export function portalRouteChunks(webDir, manifest, pageRoutes) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routes = {};
  for (const [route, source] of Object.entries(portalPageSources(webDir, pageRoutes))) {
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
