/** The cache the service worker reads the portal's code from (vite-pwa.ts, runtimeCaching). */
export const PORTAL_CODE_CACHE = 'portal-code';

/**
 * The portal's service worker (vite-pwa.ts), registered once the portal has loaded so it never
 * competes with the first screen. Public visitors never get one. Under the Vite dev server there
 * is no /sw.js and the registration quietly fails.
 */
export function registerPortalServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(keepLoadedCode)
      .catch(() => undefined);
  // After load, and then when the browser is idle: registering and copying the code in is work a
  // phone's main thread should do only once the page has come alive.
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 10_000 }) : window.setTimeout(register, 3000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * The code this visit loaded before the worker was in charge, put where the worker looks for it,
 * so the portal opens offline from the very first visit. Read from the browser's own HTTP cache
 * (the files are cached for a year), not downloaded again.
 */
async function keepLoadedCode(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const scripts = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
    .map((url) => url.pathname);
  const cache = await caches.open(PORTAL_CODE_CACHE);
  // One at a time: each is a short task, never one long one while the reader is using the page.
  for (const script of scripts) await cache.add(script).catch(() => undefined);
}
