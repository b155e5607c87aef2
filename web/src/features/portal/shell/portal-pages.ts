import { lazy } from 'react';
import { intentHandlers } from '../../../components/intent-handlers';
import { portalPageTable, type PortalPagePath } from './portal-page-table';

export type { PortalPagePath } from './portal-page-table';

/**
 * Each signed-in portal page (portal-page-table.ts) is its own chunk, fetched when the page is
 * opened (or, earlier, when its link is hovered, focused or touched, or while the browser is idle:
 * `prefetchPortalPage`). The browser keeps one copy of a module, so a page prefetched and then
 * opened downloads once.
 */
const lazyPage = (path: PortalPagePath) => lazy(() => portalPageTable[path].loadPage().then((page) => ({ default: page })));

/** The route elements' components, by path. */
export const portalPages = Object.fromEntries(
  Object.keys(portalPageTable).map((path) => [path, lazyPage(path as PortalPagePath)]),
) as Record<PortalPagePath, ReturnType<typeof lazyPage>>;

const normalise = (to: string) =>
  to
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '') || '/';

const tablePaths = Object.keys(portalPageTable) as PortalPagePath[];

/** The table's path an address opens (`/portal/letters/7` opens `/portal/letters/:id`), if any. */
export function portalPagePathOf(to: string): PortalPagePath | undefined {
  const segments = normalise(to).split('/');
  return tablePaths.find((path) => {
    const pattern = path.split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}

/** Starts downloading a page's code, if `to` is a portal page; a failure waits for the real visit. */
export function prefetchPortalPage(to: string): void {
  const path = portalPagePathOf(to);
  if (path) portalPageTable[path].loadPage().catch(() => undefined);
}

/** Props for a link whose page is fetched as soon as the user shows the intent to open it. */
export function prefetchOnIntent(to: string) {
  return intentHandlers(() => prefetchPortalPage(to));
}
