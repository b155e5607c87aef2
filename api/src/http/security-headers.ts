import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Helmet's headers with the site's Content Security Policy: everything from this origin only.
 * HSTS and upgrade-insecure-requests in production alone, where the site is served over HTTPS.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects its rules in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The admin playground's editor (GraphiQL) embeds its fonts as data: URLs.
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
}
