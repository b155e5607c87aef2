import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable portal (vite-plugin-pwa, Workbox underneath): a web app manifest and a service
 * worker that keeps the application itself, never a client's data.
 *  - Precached: the app shell (app.html, which every portal page and /login start from) and the
 *    icons. A navigation to /portal… or /login is answered from it, so a repeat visit opens without
 *    waiting for the network, and offline the portal still opens and says it is offline.
 *  - Kept as it is used: the hashed JavaScript under /assets (it never changes under its name).
 *  - Never kept: GraphQL and REST answers, documents, attachments, the public pages' HTML. Those
 *    go to the network every time; the worker has no route for them.
 * Signing out deletes the kept code too (useLogout) and the server sends Clear-Site-Data.
 */
export function installablePortal(): Plugin[] {
  return [
    appShell(),
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by the portal itself (registerServiceWorker.ts): public visitors never get one.
      injectRegister: false,
      manifest: {
        id: '/portal',
        name: 'Khanya Client Portal',
        short_name: 'Khanya',
        description: 'Your documents, engagements, tasks, appointments and messages with Khanya Tax & Advisory.',
        start_url: '/portal',
        scope: '/',
        display: 'standalone',
        background_color: '#f5f7fa',
        theme_color: '#0f2a44',
        lang: 'en-ZA',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['app.html', 'favicon.svg', 'icons/*.png'],
        navigateFallback: '/app.html',
        navigateFallbackAllowlist: [/^\/portal(\/|$)/i, /^\/login\/?$/i],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
            handler: 'CacheFirst',
            // The name is PORTAL_CODE_CACHE (shell/service-worker.ts), which also fills it.
            options: { cacheName: 'portal-code', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 } },
          },
        ],
      },
    }),
  ];
}

/**
 * dist/app.html: the page template as built (before prerendering turns dist/index.html into the
 * home page), which /login and every /portal path start from. Written here, inside the build, so
 * the service worker's precache (generated at the end of the build) finds it.
 */
function appShell(): Plugin {
  return {
    name: 'app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (template?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'app.html', source: template.source });
    },
  };
}
