import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from '../src/app/App';

export interface RenderedPage {
  /** Everything React hoisted out of the page: <title>, <meta>, <link rel="canonical">. */
  head: string;
  /** The <style> elements styled-components collected. */
  styles: string;
  /** The page's markup, for inside #root. */
  html: string;
}

/** Renders one public route to static HTML, waiting for every lazy page and section. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </StyleSheetManager>,
      // Inline every completed boundary: larger ones would otherwise be sent out of order and
      // moved into place by inline scripts, which the site's Content-Security-Policy forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      sink.on('error', reject);
      prelude.pipe(sink);
    });
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
export { firstScreenOperations, shellOperations } from '../src/features/portal/shell/first-screen';
