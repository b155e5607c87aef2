/**
 * The public pages that are prerendered to HTML at build time and listed in sitemap.xml.
 * Their order is the sitemap's; the portal and /login are left to the browser.
 */
export const prerenderedRoutes = ['/', '/about', '/services', '/industries', '/director', '/contact', '/privacy'] as const;

/** Prerendered as 404.html: what the server answers, with status 404, for unknown paths. */
export const notFoundRoute = '/404';
