// Loaded only when someone signs out (useLogout), so it is not part of any page's first screen.

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
