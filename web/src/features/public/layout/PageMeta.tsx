import { siteOrigin } from '../../../content/firm';
import type { PageMetaText } from '../../../content/meta';

interface PageMetaProps {
  meta: PageMetaText;
  /** Keeps a page out of search results (the not-found page). */
  noIndex?: boolean;
}

/**
 * The page's title, description, canonical link and Open Graph tags. React 19 hoists these
 * elements into <head>, on the client and in prerendered HTML alike.
 */
export function PageMeta({ meta, noIndex = false }: PageMetaProps) {
  const url = `${siteOrigin}${meta.path}`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {/* A page kept out of search results has no canonical address to declare. */}
      {!noIndex && <link rel="canonical" href={url} />}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content="website" />
      {!noIndex && <meta property="og:url" content={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
