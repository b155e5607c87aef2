import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { RequestContext } from '../graphql/context';
import type { TrustedDocuments } from '../graphql/trusted-documents';
import { adminRoles, RoleName, staffRoles } from '../auth/roles';
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

export interface PortalPageRenderer {
  /** The app shell for a portal path, with its code named for early download and its first answers inside. */
  send(req: Request, res: Response): Promise<void>;
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

/**
 * The portal's pages are drawn in the browser, and each used to wait for its code, then ask
 * for the session, then for its data: three trips over a phone's network before anything showed.
 * Here the server answers a portal path with the app shell plus (1) `modulepreload` links for
 * every file the page's first screen needs, so they download side by side, and (2) the answers
 * to the page's first queries, run now through the same GraphQL server and context as a request
 * from the browser would be, so the page draws as soon as its code has run. The answers are the
 * viewer's own, so the page is never stored by any cache (`no-store`).
 */
export function portalPageRenderer(
  distDir: string,
  apollo: ApolloServer<RequestContext>,
  trusted: TrustedDocuments,
  contextFor: (req: Request, res: Response) => RequestContext,
): PortalPageRenderer {
  const shell = fs.readFileSync(path.join(distDir, 'app.html'), 'utf8');
  const manifestFile = path.join(distDir, FIRST_SCREEN_FILE);
  const manifest: PortalPageManifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { pages: {} };

  async function answers(req: Request, res: Response, operations: FirstScreenOperation[]) {
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

  return {
    async send(req, res) {
      const route = req.path.toLowerCase().replace(/\/+$/, '') || '/';
      const page = manifest.pages[route];
      res.set('Cache-Control', 'no-store');
      if (!page) {
        res.type('html').send(shell);
        return;
      }
      const files = hasAnyRole(req.viewer ?? null, adminRoles) ? page.files.admin : page.files.client;
      // A signed-out visitor gets the sign-in form, which needs only the shell and the session check.
      const operations = req.viewer ? page.operations : page.operations.filter((operation) => operation.operationName === 'Me');
      let inline: unknown[] = [];
      try {
        inline = await answers(req, res, operations);
      } catch (error) {
        // The page still works without them: its queries go to the server as before.
        logger.warn({ err: error, route }, 'Could not answer the first screen of a portal page');
      }
      const head = [
        ...(req.viewer ? files.slice(1).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : []),
        inline.length ? `<script type="application/json" id="first-screen-data">${safeJson(inline)}</script>` : '',
      ].join('');
      res.type('html').send(shell.replace('</head>', `${head}</head>`));
    },
  };
}
