import { useEffect, useState } from 'react';
import { loadSectorLists } from '../../../content/industries';
import type { SectorLists } from '../../../content/types';

const cache = new Map<string, Promise<SectorLists>>();

/** Starts fetching a sector's lists (on hover or focus of its header) and remembers them. */
export function prefetchSectorLists(slug: string): Promise<SectorLists> {
  let pending = cache.get(slug);
  if (!pending) {
    pending = loadSectorLists(slug);
    // A failed fetch (offline) is forgotten, so opening the item again tries again.
    pending.catch(() => cache.delete(slug));
    cache.set(slug, pending);
  }
  return pending;
}

export type SectorListsState = { status: 'loading' } | { status: 'ready'; lists: SectorLists } | { status: 'failed'; retry: () => void };

export function useSectorLists(slug: string): SectorListsState {
  const [state, setState] = useState<SectorListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Loading again for another sector or another try (set while rendering, as React advises, not in the effect).
  const [requested, setRequested] = useState({ slug, attempt });
  if (requested.slug !== slug || requested.attempt !== attempt) {
    setRequested({ slug, attempt });
    setState({ status: 'loading' });
  }
  useEffect(() => {
    let current = true;
    prefetchSectorLists(slug).then(
      (lists) => current && setState({ status: 'ready', lists }),
      () => current && setState({ status: 'failed', retry: () => setAttempt((value) => value + 1) }),
    );
    return () => {
      current = false;
    };
  }, [slug, attempt]);
  return state;
}
