import { waitFor } from '@testing-library/react';
import { graphql } from 'msw';
import type { SessionUserFragment } from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { portalPageTable, type FirstScreenOperation } from './portal-page-table';
import { paramPlaceholders } from './first-screen';

interface SentQuery {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The viewers `for` tells apart, and the operations the server runs for each (api/src/pages/portal-page.ts). */
const viewers: { name: string; user: () => SessionUserFragment; runs: (operation: FirstScreenOperation) => boolean }[] = [
  { name: 'a client', user: () => sessionUser(), runs: (operation) => !operation.for || operation.for === 'client' },
  {
    name: 'an advisor',
    user: () => sessionUser({ roleNames: ['ADVISOR'] }),
    runs: (operation) => !operation.for || operation.for === 'staff',
  },
  { name: 'an administrator', user: adminUser, runs: (operation) => !operation.for || operation.for !== 'client' },
];

/** Every page the server runs first queries for. */
const pages = Object.entries(portalPageTable).flatMap(([path, { loadFirstScreen }]) =>
  loadFirstScreen ? [{ path, loadFirstScreen }] : [],
);

/**
 * Records every query the page sends (the session check aside, which renderPortalAs answers) and
 * answers it with an error: only what the page asks matters here, not what it then draws.
 */
function recordQueries(): SentQuery[] {
  const sent: SentQuery[] = [];
  server.use(
    graphql.operation(({ operationName, variables }) => {
      sent.push({ operationName, variables });
      return graphqlError('Not answered in this test');
    }),
  );
  return sent;
}

/** Variables as Apollo's cache tells them apart: the same keys and values, in any order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** The prefetched queries the page did not send with the same variables, beside what it sent under that name. */
function unused(prefetched: FirstScreenOperation[], sent: SentQuery[]) {
  return prefetched
    .filter(
      (operation) =>
        !sent.some(
          (query) => query.operationName === operation.operationName && canonical(query.variables) === canonical(operation.variables),
        ),
    )
    .map((operation) => ({
      operationName: operation.operationName,
      prefetchedWith: operation.variables,
      sentByThePageWith: sent.filter((query) => query.operationName === operation.operationName).map((query) => query.variables),
    }));
}

describe("the server's first-screen queries (portal-page-table.ts)", () => {
  it.each(pages)('are the ones $path sends first, with the same variables, for every kind of viewer', async ({ path, loadFirstScreen }) => {
    // A path's `:id` is opened as itself: the page sends `:id`, as the build writes it down.
    const operations = await loadFirstScreen(paramPlaceholders(path));
    for (const viewer of viewers) {
      const prefetched = operations.filter(viewer.runs);
      if (prefetched.length === 0) continue;
      const sent = recordQueries();
      const { unmount } = renderPortalAs(viewer.user(), path);
      // An answer the page does not ask for with exactly these variables is never used: the page
      // waits for a second trip to the server, which is what the prefetch is there to save.
      // (On failure, the difference alone: the page's markup would bury it.)
      await waitFor(() => expect({ viewer: viewer.name, unused: unused(prefetched, sent) }).toEqual({ viewer: viewer.name, unused: [] }), {
        onTimeout: (error) => error,
      });
      unmount();
    }
  });
});
