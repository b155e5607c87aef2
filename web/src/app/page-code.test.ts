import { preloadPageCode, PAGE_CODE_ELEMENT_ID } from './page-code';
import { RENDERED_CACHE_ELEMENT_ID, takeRenderedCacheState } from '../lib/rendered-cache-state';

function writeBlock(id: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a server-drawn page's code", () => {
  it('is named to the browser for download, and the list leaves the page', async () => {
    writeBlock(PAGE_CODE_ELEMENT_ID, JSON.stringify(['/assets/PortalApp-1.js', '/assets/TasksPage-2.js']));
    await preloadPageCode();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/PortalApp-1.js', '/assets/TasksPage-2.js']);
    expect(document.getElementById(PAGE_CODE_ELEMENT_ID)).toBeNull();
  });

  it('names a long list a few files per task, so no task holds the main thread for the whole list', async () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/Chunk-${index}.js`);
    writeBlock(PAGE_CODE_ELEMENT_ID, JSON.stringify(files));
    const namedBeforeEachTask: number[] = [];
    const nextTask = async () => {
      namedBeforeEachTask.push(document.head.querySelectorAll('link[rel="modulepreload"]').length);
    };
    await preloadPageCode(document, nextTask);
    expect(namedBeforeEachTask).toEqual([4, 8]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(files);
  });

  it("names nothing outside the site's own code, and survives a damaged list", async () => {
    writeBlock(PAGE_CODE_ELEMENT_ID, JSON.stringify(['https://elsewhere.example/x.js', '/api/documents', 7]));
    await preloadPageCode();
    writeBlock(PAGE_CODE_ELEMENT_ID, '[not json');
    await expect(preloadPageCode()).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('the cache a page was drawn from', () => {
  it('is read once and removed, so a later client never sees it', () => {
    writeBlock(RENDERED_CACHE_ELEMENT_ID, JSON.stringify({ ROOT_QUERY: { __typename: 'Query' } }));
    expect(takeRenderedCacheState()).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
    expect(takeRenderedCacheState()).toBeUndefined();
  });

  it('is ignored when damaged: the page then asks the server itself', () => {
    writeBlock(RENDERED_CACHE_ELEMENT_ID, '{"ROOT_QUERY":');
    expect(takeRenderedCacheState()).toBeUndefined();
  });
});
