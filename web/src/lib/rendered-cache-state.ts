import type { NormalizedCacheObject } from '@apollo/client';

/** The element in which the server writes the Apollo cache a portal page was drawn from (api/src/pages/portal-page.ts). */
export const RENDERED_CACHE_ELEMENT_ID = 'rendered-cache-state';

/**
 * The cache the server rendered the page from, removed from the page so that a later client
 * (after sign-out) never sees it. Absent when the page arrived as the bare shell.
 */
export function takeRenderedCacheState(doc: Document | undefined = globalThis.document): NormalizedCacheObject | undefined {
  const element = doc?.getElementById(RENDERED_CACHE_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    return state && typeof state === 'object' ? (state as NormalizedCacheObject) : undefined;
  } catch {
    // A damaged block only costs the queries it would have saved; hydration then redraws the page.
    return undefined;
  }
}
