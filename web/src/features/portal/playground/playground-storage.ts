/**
 * GraphiQL keeps its tabs (queries, variables, headers and the last responses) in a Storage. The
 * responses can hold client data, so they live in sessionStorage, which dies with the browser
 * tab, and are wiped at logout, so the next person at a shared computer finds nothing.
 */
const GRAPHIQL_KEY_PREFIX = 'graphiql:';

export function playgroundStorage(): Storage {
  return window.sessionStorage;
}

export function clearPlaygroundStorage(): void {
  if (typeof window === 'undefined') return;
  const storage = playgroundStorage();
  for (const key of Object.keys(storage)) {
    if (key.startsWith(GRAPHIQL_KEY_PREFIX)) storage.removeItem(key);
  }
}
