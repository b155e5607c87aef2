import { prefetchPortalPage } from './portal-pages';

/** Written by the web build beside the site (web/prerender/prerender.mjs): each portal page's files. */
export const FIRST_SCREEN_TABLE_URL = '/portal-first-screen.json';

export type ViewerKind = 'client' | 'admin';

interface FirstScreenTable {
  pages: Record<string, { files: Record<ViewerKind, string[]> } | undefined>;
}

let table: Promise<FirstScreenTable | undefined> | undefined;

function firstScreenTable(): Promise<FirstScreenTable | undefined> {
  table ??= fetch(FIRST_SCREEN_TABLE_URL, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<FirstScreenTable>) : undefined))
    .catch(() => undefined);
  return table;
}

/** The paths of the site's code this page has already downloaded. */
function loadedFiles(): Set<string> {
  const names = [
    ...(performance.getEntriesByType?.('resource') ?? []).map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
  ];
  return new Set(names.map((name) => new URL(name, window.location.href).pathname));
}

/**
 * Downloads the code of `routes` into the browser's cache without running it: `<link
 * rel="prefetch">`, at the lowest priority, costs the main thread nothing, where importing a page
 * ahead of time would evaluate all of its modules while the reader is using this one. The page's
 * own import then finds its files in the cache. Without the build's table (the dev server), the
 * pages are imported instead.
 */
export async function prefetchPageCode(routes: readonly string[], kind: ViewerKind): Promise<void> {
  const found = await firstScreenTable();
  if (!found) {
    routes.forEach(prefetchPortalPage);
    return;
  }
  const loaded = loadedFiles();
  const wanted = new Set(routes.flatMap((route) => found.pages[route]?.files[kind] ?? []).map((file) => `/${file}`));
  for (const file of wanted) {
    if (loaded.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
