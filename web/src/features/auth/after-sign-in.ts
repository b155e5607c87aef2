/** Where the portal begins: a signed-in person lands here unless a page sent them to sign in. */
const PORTAL = '/portal';

export interface SignInDestination {
  /** A path on this site, with its query and fragment. */
  path: string;
  /** Drawn by this app (a portal page), so the router can go there; anything else is a full page load. */
  inApp: boolean;
}

/**
 * Where to go once signed in: the `next` of `/login?next=…` when it is a path on this site (the
 * API reference at /api/docs sends people here and expects them back), else the portal. Only a
 * path is taken: `next=//elsewhere.example` or a full address would send a person off the site.
 */
export function destinationAfterSignIn(search: string, origin: string): SignInDestination {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return { path: PORTAL, inApp: true };
  const url = new URL(next, origin);
  if (url.origin !== origin) return { path: PORTAL, inApp: true };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { path, inApp: url.pathname === PORTAL || url.pathname.startsWith(`${PORTAL}/`) };
}
