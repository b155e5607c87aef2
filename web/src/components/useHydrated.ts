import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over a page drawn on the server (hydration), true from then on, and
 * true at once for anything drawn in the browser. Controls drawn on the server stay disabled
 * until then: before their code has run, a press on them would go unheard.
 *
 * How, and why this way: React asks `getServerSnapshot` only when the server draws a component
 * and when the browser hydrates it, so that call marks this component as drawn by the server.
 * `getSnapshot` then keeps answering the same for it, so React has no reason to re-render it
 * synchronously the moment hydration is done (with a plain `() => true`, every button of a page
 * was re-rendered in one go, holding a phone's main thread for 40 ms and more). It becomes usable
 * through its own state instead, changed as a transition: React re-renders all of them together
 * in short slices between which the browser can answer input. State, not context, so that a part
 * of the page still waiting to be hydrated is never asked to re-render before it is.
 */
export function useHydrated(): boolean {
  const fromServer = useDrawnByServer();
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True for a component the server drew (on the server, while the browser hydrates it and after),
 * false for one drawn in the browser alone: React asks `getServerSnapshot` only in the first two.
 */
export function useDrawnByServer(): boolean {
  const drawnByServer = useRef(false);
  return useSyncExternalStore(
    noChanges,
    () => drawnByServer.current,
    () => (drawnByServer.current = true),
  );
}
