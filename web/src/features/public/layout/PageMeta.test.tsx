import { renderWithProviders } from '../../../test/render';
import { pageMeta } from '../../../content/meta';
import { PageMeta } from './PageMeta';

const head = () => document.head;
const metaContent = (selector: string) => head().querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('puts the title, description, canonical link and Open Graph tags in the head', () => {
    renderWithProviders(<PageMeta meta={pageMeta.services} />);
    expect(document.title).toBe('Services | Khanya Tax & Advisory');
    expect(metaContent('meta[name="description"]')).toBe(pageMeta.services.description);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.khanya-advisory.co.za/services');
    expect(metaContent('meta[property="og:title"]')).toBe('Services | Khanya Tax & Advisory');
    expect(metaContent('meta[property="og:description"]')).toBe(pageMeta.services.description);
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[property="og:url"]')).toBe('https://www.khanya-advisory.co.za/services');
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a page out of search results, with no canonical address to declare', () => {
    renderWithProviders(<PageMeta meta={pageMeta.notFound} noIndex />);
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('meta[property="og:url"]')).toBeNull();
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
  });
});
