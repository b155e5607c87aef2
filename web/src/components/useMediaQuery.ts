import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated as the window changes. For layouts that differ
 * in structure (a table on a desktop, cards on a phone) rather than in style only.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
