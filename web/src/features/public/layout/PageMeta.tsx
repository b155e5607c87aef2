import { siteOrigin } from '../../../content/firm';
import type { PageMetaText } from '../../../content/meta';

interface PageMetaProps {
  meta: PageMetaText;
  /** Overrides `meta.path` (the not-found page names the address that was asked for). */
  path?: string;
  /** Keeps a page out of search results (the not-found page). */
  noIndex?: boolean;
}

/**
 * The page's title, description, canonical link and Open Graph tags. React 19 hoists these
 * elements into <head>, on the client and in prerendered HTML alike.
 */
export function PageMeta({ meta, path, noIndex = false }: PageMetaProps) {
  const url = `${siteOrigin}${path ?? meta.path}`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
