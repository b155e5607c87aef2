/**
 * The portal's service worker (vite-pwa.ts), registered once the portal has loaded so it never
 * competes with the first screen. Public visitors never get one. Under the Vite dev server there
 * is no /sw.js and the registration quietly fails.
 */
export function registerPortalServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * On sign-out: whatever this browser kept for the portal goes (the kept application code, the
 * service worker itself and the tab's session storage), so the next person at this device starts
 * from nothing. The server also answers the sign-out with Clear-Site-Data.
 */
export async function forgetWhatTheBrowserKept(): Promise<void> {
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing was kept there
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  }
}
