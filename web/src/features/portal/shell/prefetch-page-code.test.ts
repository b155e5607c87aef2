import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';

const table = {
  pages: {
    '/portal/documents': { files: { client: ['assets/index-1.js', 'assets/DocumentsPage-2.js', 'assets/Dialog-3.js'], admin: [] } },
    '/portal/messages': { files: { client: ['assets/index-1.js', 'assets/MessagesPage-4.js', 'assets/Dialog-3.js'], admin: [] } },
    '/portal/contact-tracker': { files: { client: [], admin: ['assets/index-1.js', 'assets/ContactTrackerPage-5.js'] } },
  },
};

/** A fresh module each time: it keeps the table it fetched for the life of the tab. */
const load = async () => {
  let loaded: typeof import('./prefetch-page-code') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./prefetch-page-code');
  });
  return loaded!;
};
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe("the likely next pages' code", () => {
  it("is downloaded without being run: each file once, none the page already has, for the viewer's kind", async () => {
    server.use(http.get('*/portal-first-screen.json', () => HttpResponse.json(table)));
    const loaded = document.createElement('link');
    loaded.rel = 'modulepreload';
    loaded.href = '/assets/index-1.js';
    document.head.append(loaded);
    await (await load()).prefetchPageCode(['/portal/documents', '/portal/messages'], 'client');
    expect(prefetched()).toEqual(['/assets/DocumentsPage-2.js', '/assets/Dialog-3.js', '/assets/MessagesPage-4.js']);
  });

  it("takes an administrator's files for an administrator", async () => {
    server.use(http.get('*/portal-first-screen.json', () => HttpResponse.json(table)));
    await (await load()).prefetchPageCode(['/portal/contact-tracker'], 'admin');
    expect(prefetched()).toEqual(['/assets/index-1.js', '/assets/ContactTrackerPage-5.js']);
  });

  it('is imported instead where the build wrote no table (the dev server)', async () => {
    const imported: string[] = [];
    let module: typeof import('./prefetch-page-code') | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./portal-pages', () => ({ prefetchPortalPage: (to: string) => imported.push(to) }));
      module = await import('./prefetch-page-code');
    });
    await module!.prefetchPageCode(['/portal/documents', '/portal/messages'], 'client');
    expect(imported).toEqual(['/portal/documents', '/portal/messages']);
    expect(prefetched()).toEqual([]);
  });
});
