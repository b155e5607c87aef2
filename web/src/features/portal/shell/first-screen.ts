import { portalPageTable, type FirstScreenOperation, type PathParams } from './portal-page-table';

/** Every signed-in page: the session check and the sidebar's unread counts. */
export const shellOperations: FirstScreenOperation[] = [
  { operationName: 'Me', variables: {} },
  { operationName: 'SidebarCounts', variables: {} },
];

/** /login: the demo accounts' hint (LoginPage). */
export const loginOperations: FirstScreenOperation[] = [{ operationName: 'AppInfo', variables: {} }];

/**
 * The queries each portal page starts with (each page's `firstScreen` in portal-page-table.ts), by
 * path. The server runs them while it answers the page's HTML and writes their answers into it, so
 * the page's data is there the moment its code is, instead of a round trip later (web/prerender
 * writes them to dist/portal-first-screen.json for the api). Each answer is used once, by the query
 * with the same name and variables; a page whose query differs (a filter in the address, say)
 * simply asks the server as before.
 */
export async function loadFirstScreenOperations(): Promise<Record<string, FirstScreenOperation[]>> {
  const pages = Object.entries(portalPageTable);
  return Object.fromEntries(
    await Promise.all(pages.map(async ([path, page]) => [path, (await page.loadFirstScreen?.(paramPlaceholders(path))) ?? []] as const)),
  );
}

/**
 * Each `:name` segment of a path as the value `:name`: written so into the variables, it is where
 * the server puts the value from the address (api/src/pages/portal-page.ts).
 */
export function paramPlaceholders(path: string): PathParams {
  return Object.fromEntries(
    path
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => [segment.slice(1), segment]),
  );
}
