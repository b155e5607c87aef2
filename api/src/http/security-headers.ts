import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Helmet's headers with the site's Content Security Policy: everything from this origin only, but
 * for the payment provider a form may post to (`formTargets`, origins).
 * HSTS and upgrade-insecure-requests in production alone, where the site is served over HTTPS.
 */
export function securityHeaders({
  production,
  formTargets = [],
}: {
  production: boolean;
  formTargets?: readonly string[];
}): RequestHandler {
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
        // Forms post here, and to a payment provider the firm connected (PayFast's checkout is a posted form).
        formAction: ["'self'", ...formTargets],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
}
