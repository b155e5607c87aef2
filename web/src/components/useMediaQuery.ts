import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../lib/theme';

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

/**
 * Whether the screen is narrower than the medium breakpoint: where a list of records turns from a
 * table into a card each, so that no column is pushed past the edge (`media.md` is its other side).
 */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${parseInt(theme.breakpoints.md, 10) - 0.02}px)`);
}
