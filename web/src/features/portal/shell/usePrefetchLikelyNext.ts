import { useEffect } from 'react';
import type { RoleName } from '../../../graphql/generated';
import { isAdmin } from '../shared/roles';
import { prefetchPageCode } from './prefetch-page-code';

/**
 * Where people usually go next from a page: a client from the dashboard to their documents and
 * messages, an administrator to the contact tracker, and from any other page back to the
 * dashboard. Kept short on purpose: on mobile data every prefetched page is paid for.
 */
export function likelyNextPages(pathname: string, roleNames: readonly RoleName[]): string[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/portal';
  if (path === '/portal') return isAdmin(roleNames) ? ['/portal/contact-tracker'] : ['/portal/documents', '/portal/messages'];
  if (path === '/portal/contact-tracker') return ['/portal', '/portal/admin'];
  return ['/portal'];
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Downloads the likely next pages' code once the page has loaded and the browser has nothing
 * better to do, without running it: never in the way of the first screen on a slow phone, nor of
 * the reader's taps on this one.
 */
export function usePrefetchLikelyNext(pathname: string, roleNames: readonly RoleName[]): void {
  const roles = roleNames.join(',');
  useEffect(() => {
    const idle = window as IdleWindow;
    const roleNames = roles.split(',') as RoleName[];
    const prefetch = () => void prefetchPageCode(likelyNextPages(pathname, roleNames), isAdmin(roleNames) ? 'admin' : 'client');
    // Safari has no requestIdleCallback: a few seconds after the page settles stands in for it.
    if (!idle.requestIdleCallback) {
      const timer = window.setTimeout(prefetch, 3000);
      return () => window.clearTimeout(timer);
    }
    let handle: number | undefined;
    const whenIdle = () => (handle = idle.requestIdleCallback(prefetch));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle !== undefined) idle.cancelIdleCallback?.(handle);
    };
  }, [pathname, roles]);
}
