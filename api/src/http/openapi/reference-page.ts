import { escapeHtml } from '../../shared/escape-html';

/**
 * The reference page at /api/docs: Swagger UI (swagger-ui-dist, served from this host by
 * reference.routes.ts) reading /api/openapi.json. The page holds no script of its own: the site's
 * Content-Security-Policy allows scripts from this origin only (http/security-headers.ts), so
 * Swagger UI is started by a file, REFERENCE_INIT_SCRIPT.
 */

export const REFERENCE_ASSETS_PATH = '/api/docs/assets';
export const REFERENCE_INIT_FILE = 'reference-init.js';

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
export const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'] as const;

// The bar above Swagger UI, and on a phone (Swagger UI's own narrow layout) a filter box as wide as
// the page and answer tables without the always-empty Links column, scrolling rather than widening
// the page; inline styles are allowed by the policy (styled-components needs them too).
const head = (title: string) => `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Khanya Client Portal</title>
<link rel="icon" type="image/png" sizes="32x32" href="${REFERENCE_ASSETS_PATH}/favicon-32x32.png">
<style>
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#0f2a44;background:#fff}
.bar{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline;justify-content:space-between;padding:.75rem 1.25rem;background:#0f2a44;color:#fff}
.bar strong{font-size:1.1rem}.bar a{color:#f3c969}
.notice{max-width:40rem;margin:4rem auto;padding:0 1.25rem}.notice a{color:#835a00}
.swagger-ui .filter .operation-filter-input{max-width:none}.swagger-ui .responses-wrapper{overflow-x:auto}
@media (max-width:600px){.swagger-ui .response-col_links{display:none}}
</style>`;

/** The page staff see. */
export const referencePage = `${head('REST API reference')}
<link rel="stylesheet" href="${REFERENCE_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<header class="bar">
<strong>Khanya REST API reference</strong>
<span><a href="/api/openapi.json">openapi.json</a> · <a href="/portal">Back to the portal</a></span>
</header>
<main id="reference"><p class="notice">Loading the reference…</p></main>
<script src="${REFERENCE_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_ASSETS_PATH}/${REFERENCE_INIT_FILE}"></script>
</body>
</html>
`;

/** What a signed-in client reads instead: the reference is for the firm's staff. */
export const staffOnlyPage = `${head('Staff only')}
</head>
<body>
<main class="notice">
<h1>The API reference is for the firm’s staff</h1>
<p>You are signed in with a client account, and everything your account can do is in the portal.</p>
<p>The description of the API itself, for another system’s tools, is open to anyone at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<p><a href="/portal">Back to the portal</a></p>
</main>
</body>
</html>
`;

/**
 * Starts Swagger UI on the page. "Try it out" calls this same host, so the browser sends the
 * session cookie by itself (fetch's same-origin credentials). A token given with Authorize goes
 * without the cookie, since the api refuses the two together. Nothing is fetched from another
 * host: no validator badge, no remote configuration.
 */
export const REFERENCE_INIT_SCRIPT = `'use strict';
window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    requestInterceptor: function (request) {
      if (request.headers && request.headers.Authorization) request.credentials = 'omit';
      return request;
    },
    showExtensions: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    tagsSorter: 'alpha',
    filter: true,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/** Where /api/docs sends someone not signed in: the sign-in page, which comes back to it after. */
export const DOCS_SIGN_IN = '/login?next=/api/docs';
