import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { RequestContext } from '../context/request-context';
import type { TrustedDocuments } from '../graphql/trusted-documents';
import { adminRoles, RoleName, staffRoles } from '../accounts/roles';
import { hasAnyRole } from '../auth/viewer';
import { logger } from '../shared/logger';

/** Written by the web build (web/prerender/prerender.mjs from web/src/features/portal/shell/first-screen.ts). */
export const FIRST_SCREEN_FILE = 'portal-first-screen.json';

interface FirstScreenOperation {
  operationName: string;
  variables: Record<string, unknown>;
  for?: 'client' | 'admin' | 'staff';
}

interface PortalPageManifest {
  pages: Record<string, { files: { client: string[]; admin: string[] }; operations: FirstScreenOperation[] }>;
}

/** A first-screen query and the server's answer to it. */
interface FirstScreenAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  result: { data?: unknown };
}

/** What web/prerender/entry-server.tsx's renderPortalPage answers. */
interface RenderedPortalPage {
  head: string;
  styles: string;
  html: string;
  cache: unknown;
}

/** The web build's server entry (web/dist-ssr/entry-server.js), as far as this module uses it. */
interface PortalRenderModule {
  renderPortalPage(url: string, answers: FirstScreenAnswer[]): Promise<RenderedPortalPage>;
}

export interface PortalPageRenderer {
  /** The app shell for a portal path, with its code named for early download and its first answers inside. */
  send(req: Request, res: Response): Promise<void>;
  /**
   * Draws the sign-in page and the portal's frame once, unseen, so the first visitor after a start
   * is not the one who pays for a cold renderer (its code compiled on first use, its caches empty):
   * on a busy machine that first render could miss RENDER_TIMEOUT_MS and fall back to the shell.
   */
  warmUp(): Promise<void>;
}

/** Why a page went out as the bare shell: the render threw, or it took too long. */
export type ShellFallbackReason = 'error' | 'timeout';

export interface PortalPageRendererOptions {
  /** web/dist-ssr/entry-server.js; none: every page is drawn in the browser. */
  renderEntry?: string;
  /** Told each time a page goes out as the bare shell (a metric: the browser then draws it, later and with a shift). */
  onShellFallback?: (reason: ShellFallbackReason) => void;
}

/** `<` and the line separators escaped, so that no answer can close the script element it sits in. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function applies(operation: FirstScreenOperation, req: Request): boolean {
  if (!operation.for) return true;
  const viewer = req.viewer ?? null;
  if (operation.for === 'admin') return hasAnyRole(viewer, adminRoles);
  if (operation.for === 'staff') return hasAnyRole(viewer, staffRoles);
  return !!viewer && viewer.roles.includes(RoleName.CLIENT);
}

/** A path segment as the router reads it; one that is not valid percent-encoding stays as it came. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The operation with the address's values put where the build wrote a path's `:name`
 * (web/src/features/portal/shell/first-screen.ts): a variable whose whole value is `:id` gets the id.
 */
function withParams(operation: FirstScreenOperation, params: Record<string, string>): FirstScreenOperation {
  if (Object.keys(params).length === 0) return operation;
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith(':') && Object.hasOwn(params, value.slice(1))) return params[value.slice(1)];
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return { ...operation, variables: fill(operation.variables) as Record<string, unknown> };
}

/** Past this, the viewer gets the shell at once and their browser draws the page: never a hung request. */
const RENDER_TIMEOUT_MS = 2000;

class RenderTimeout extends Error {
  constructor() {
    super(`The render took longer than ${RENDER_TIMEOUT_MS} ms`);
  }
}

/** What the warm-up draws: the sign-in page, and the portal's frame as a signed-out visitor gets it. */
const WARM_UP_URLS = ['/login', '/portal'];

/** The shell's own title and description are fallbacks for a page that names none. */
const withoutDefaultHead = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');

/**
 * A page drawn on the server shows everything before its code has run (the code only makes it
 * respond), so its scripts are fetched at low priority: they never compete with what is drawn,
 * and a browser (or Lighthouse's model of one) does not wait for them to paint.
 */
const atLowPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

/** The web build's server entry, once per process; none when the web was built without it (or not at all). */
function loadRenderModule(entry: string | undefined): Promise<PortalRenderModule | undefined> {
  if (!entry || !fs.existsSync(entry)) return Promise.resolve(undefined);
  return (import(entry) as Promise<PortalRenderModule>).catch((error: unknown) => {
    logger.error({ err: error, entry }, "Could not load the web build's server renderer: portal pages are drawn in the browser");
    return undefined;
  });
}

/**
 * A portal page (and /login) drawn in the browser waits for its code, then asks for the session,
 * then for its data: three trips over a phone's network before anything shows. Here the server
 * runs the page's first queries itself, through the same GraphQL server and context as a request
 * from the browser would be, and then:
 *  - draws the page with those answers (web/dist-ssr/entry-server.js, `renderPortalPage`), so it
 *    is on screen with the HTML. The page carries the Apollo cache it was drawn from, for the
 *    browser to start from before it hydrates, and the list of its code, which the entry asks for
 *    once it runs (web/src/app/page-code.ts): before then it would only compete with the page.
 *  - or, without a server build or when the render fails, sends the bare shell with
 *    `modulepreload` links for the page's code and the answers inside, for the browser to draw.
 * The answers are the viewer's own, so the page is never stored by any cache (`no-store`).
 */
export function portalPageRenderer(
  distDir: string,
  apollo: ApolloServer<RequestContext>,
  trusted: TrustedDocuments,
  contextFor: (req: Request, res: Response) => RequestContext,
  { renderEntry, onShellFallback }: PortalPageRendererOptions = {},
): PortalPageRenderer {
  const shell = fs.readFileSync(path.join(distDir, 'app.html'), 'utf8');
  const renderModule = loadRenderModule(renderEntry);
  const manifestFile = path.join(distDir, FIRST_SCREEN_FILE);
  const manifest: PortalPageManifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PortalPageManifest)
    : { pages: {} };

  const patterns = Object.entries(manifest.pages).map(([path, page]) => ({ segments: path.split('/'), page }));

  /**
   * The manifest's page for an address, and the values of its `:name` segments: `/portal/letters/7`
   * is `/portal/letters/:id` with id 7. Fixed segments are matched as the router does, in any case.
   */
  function findPage(route: string): { page: PortalPageManifest['pages'][string]; params: Record<string, string> } | undefined {
    const segments = route.split('/');
    for (const pattern of patterns) {
      if (pattern.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = pattern.segments.every((part, index) => {
        if (!part.startsWith(':')) return part.toLowerCase() === segments[index].toLowerCase();
        params[part.slice(1)] = safeDecode(segments[index]);
        return segments[index] !== '';
      });
      if (matches) return { page: pattern.page, params };
    }
    return undefined;
  }

  async function answers(req: Request, res: Response, operations: FirstScreenOperation[]): Promise<FirstScreenAnswer[]> {
    const context = contextFor(req, res);
    const results = await Promise.all(
      operations
        .filter((operation) => applies(operation, req) && trusted.bodyNamed(operation.operationName) !== undefined)
        .map(async (operation) => {
          const response = await apollo.executeOperation(
            { query: trusted.bodyNamed(operation.operationName), operationName: operation.operationName, variables: operation.variables },
            { contextValue: context },
          );
          // Only clean answers travel in the page; anything else is asked for again by the page itself.
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return undefined;
          return {
            operationName: operation.operationName,
            variables: operation.variables,
            result: { data: response.body.singleResult.data },
          };
        }),
    );
    return results.filter((answer) => answer !== undefined);
  }

  /** The page drawn on the server, or undefined when it cannot be (no server build, or a render error). */
  async function render(url: string, inline: FirstScreenAnswer[], route: string): Promise<RenderedPortalPage | undefined> {
    try {
      const module = await renderModule;
      if (!module) return undefined;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new RenderTimeout()), RENDER_TIMEOUT_MS);
      });
      return await Promise.race([module.renderPortalPage(url, inline), late]).finally(() => clearTimeout(timer));
    } catch (error) {
      // The bare shell still works: the browser draws the page itself, from the answers inside.
      logger.warn({ err: error, route }, 'Could not render a portal page on the server');
      onShellFallback?.(error instanceof RenderTimeout ? 'timeout' : 'error');
      return undefined;
    }
  }

  return {
    async warmUp() {
      const module = await renderModule;
      if (!module) return;
      for (const url of WARM_UP_URLS) {
        await module.renderPortalPage(url, []).catch((error: unknown) => {
          // A page that cannot be drawn now will fall back to the shell when asked for: say so early.
          logger.warn({ err: error, url }, 'Could not draw a portal page while warming up the server renderer');
        });
      }
    },

    async send(req, res) {
      const route = req.path.replace(/\/+$/, '') || '/';
      const signInPage = route.toLowerCase() === '/login';
      const found = findPage(route);
      res.set('Cache-Control', 'no-store');
      if (!found) {
        res.type('html').send(shell);
        return;
      }
      const { page, params } = found;
      const files = hasAnyRole(req.viewer ?? null, adminRoles) ? page.files.admin : page.files.client;
      // A signed-out visitor gets the sign-in form, which needs only the session check (and /login its demo hint).
      const operations =
        req.viewer || signInPage
          ? page.operations.map((operation) => withParams(operation, params))
          : page.operations.filter((operation) => operation.operationName === 'Me');
      let inline: FirstScreenAnswer[] = [];
      try {
        inline = await answers(req, res, operations);
      } catch (error) {
        // The page still works without them: its queries go to the server as before.
        logger.warn({ err: error, route }, 'Could not answer the first screen of a portal page');
      }
      // Everything the page's first screen runs, beyond what the shell itself names.
      const pageCode =
        req.viewer || signInPage
          ? [...new Set(files.slice(1))].filter((file) => !shell.includes(`/${file}"`)).map((file) => `/${file}`)
          : [];
      const rendered = await render(req.originalUrl, inline, route);
      if (rendered) {
        const head = [
          // Asked for by the entry once it runs (web/src/app/page-code.ts): the page is on screen by then.
          `<script type="application/json" id="page-code">${safeJson(pageCode)}</script>`,
          rendered.head,
          rendered.styles,
          `<script type="application/json" id="rendered-cache-state">${safeJson(rendered.cache)}</script>`,
        ];
        const page = atLowPriority(rendered.head.includes('<title') ? withoutDefaultHead(shell) : shell);
        res.type('html').send(page.replace('</head>', `${head.join('')}</head>`).replace('<!--app-html-->', rendered.html));
        return;
      }
      // Drawn in the browser: nothing shows before the code has run, so all of it downloads at once.
      const head = [
        ...pageCode.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        inline.length ? `<script type="application/json" id="first-screen-data">${safeJson(inline)}</script>` : '',
      ];
      res.type('html').send(shell.replace('</head>', `${head.join('')}</head>`));
    },
  };
}
