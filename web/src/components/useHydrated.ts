import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over a page drawn on the server (hydration), true from then on, and
 * true at once for anything drawn in the browser. Controls drawn on the server stay disabled
 * until then: before their code has run, a press on them would go unheard.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
