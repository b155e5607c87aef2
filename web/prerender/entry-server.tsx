import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import type { NormalizedCacheObject } from '@apollo/client';
import { App } from '../src/app/App';
import { createRenderClient } from '../src/lib/apollo';
import { RenderedClientContext } from '../src/lib/rendered-client';
import * as operations from '../src/graphql/generated';

export interface RenderedPage {
  /** Everything React hoisted out of the page: <title>, <meta>, <link rel="canonical">. */
  head: string;
  /** The <style> elements styled-components collected. */
  styles: string;
  /** The page's markup, for inside #root. */
  html: string;
}

/** Renders one public route to static HTML, waiting for every lazy page and section. */
export function renderPage(url: string): Promise<RenderedPage> {
  // A public page is drawn once, at build time: a part that fails to draw there fails the build,
  // rather than shipping a page whose part React would quietly leave to the browser.
  return renderToHtml(url, (app) => app, { strict: true });
}

/** A GraphQL answer the server already has for the page, as portal-page.ts hands it over. */
export interface KnownAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  result: { data?: unknown };
}

export interface RenderedPortalPage extends RenderedPage {
  /** The Apollo cache the page was drawn from, for the browser to start from before it hydrates. */
  cache: NormalizedCacheObject;
}

/** The web client's queries by operation name, as its components send them. */
const queriesByName = new Map<string, DocumentNode>(
  Object.values(operations as Record<string, unknown>)
    .filter((value): value is DocumentNode => !!value && typeof value === 'object' && (value as DocumentNode).kind === Kind.DOCUMENT)
    .flatMap((document) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY && definition.name
          ? [[definition.name.value, document] as const]
          : [],
      ),
    ),
);

/**
 * Renders a portal page (or /login) for one viewer at request time, from the answers the server
 * already ran for it (api/src/pages/portal-page.ts). Queries without an answer render as loading,
 * exactly as the browser would draw them before their answer came.
 */
export async function renderPortalPage(url: string, answers: KnownAnswer[]): Promise<RenderedPortalPage> {
  const client = createRenderClient();
  for (const answer of answers) {
    const query = queriesByName.get(answer.operationName);
    if (query && answer.result.data) client.writeQuery({ query, variables: answer.variables, data: answer.result.data });
  }
  try {
    const page = await renderToHtml(url, (app) => <RenderedClientContext.Provider value={client}>{app}</RenderedClientContext.Provider>);
    return { ...page, cache: client.extract() };
  } finally {
    client.stop();
  }
}

async function renderToHtml(url: string, wrap: (app: ReactNode) => ReactNode, { strict = false } = {}): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={url}>{wrap(<App />)}</StaticRouter>
      </StyleSheetManager>,
      // Inline every completed boundary: larger ones would otherwise be sent out of order and
      // moved into place by inline scripts, which the site's Content-Security-Policy forbids.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
          // Drawn per request, the page goes out with that part left to the browser: say so in the log.
          if (!strict) console.error(error);
        },
      },
    );
    const markup = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      sink.on('error', reject);
      prelude.pipe(sink);
    });
    if (strict && errors.length > 0) throw new Error(`${url} could not be drawn: ${String(errors[0])}`, { cause: errors[0] });
    const { head, html } = splitHoistedHead(markup);
    return { head, styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}

/**
 * React 19 writes the elements it hoists (title, meta, link) at the very start of a fragment's
 * output; they belong in <head>, the rest in #root.
 */
function splitHoistedHead(markup: string): { head: string; html: string } {
  const hoisted = /^(?:<(?:title)[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
  let rest = markup;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}

export { prerenderedRoutes, notFoundRoute } from '../src/app/public-routes';
export { siteOrigin } from '../src/content/firm';
export { structuredDataScript } from './structured-data';
export { loadFirstScreenOperations, shellOperations, loginOperations } from '../src/features/portal/shell/first-screen';
// The portal's page table, for the build's plain Node scripts (bundle-report.mjs, scripts/lighthouse.mjs).
export { portalPageTable } from '../src/features/portal/shell/portal-page-table';
