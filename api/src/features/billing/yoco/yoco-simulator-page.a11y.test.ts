/**
 * @jest-environment jsdom
 */
import axe from 'axe-core';
import { checkoutPage, messagePage } from './yoco-simulator-page';

/*
 * The simulator's pages, checked with axe-core's WCAG 2.1 A and AA rules as the e2e journeys check
 * the portal's (e2e/helpers.mjs). jsdom lays nothing out, so contrast and target size are left to
 * the journeys; structure, names and language are checked here.
 */

// The api is compiled without the DOM's types (its lib is ES2023 alone); these are the few of
// jsdom's globals this test uses.
interface PageElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface PageDocument {
  documentElement: PageElement & { lang: string };
  importNode(node: unknown, deep: boolean): unknown;
  replaceChild(node: unknown, child: unknown): unknown;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement> & { length: number };
}
const { document, DOMParser } = globalThis as unknown as {
  document: PageDocument;
  DOMParser: new () => { parseFromString(html: string, type: 'text/html'): PageDocument };
};

async function violations(html: string): Promise<string[]> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // Contrast needs layout and a canvas, which jsdom has not (it would only complain on the console).
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('the Yoco simulator’s pages', () => {
  it('the checkout page: lang, viewport, main, h1, named buttons, no script', async () => {
    const html = checkoutPage({
      checkoutId: 'ch_1',
      amountCents: 244375,
      payAction: '/simulators/yoco/checkout/ch_1/pay',
      cancelAction: '/simulators/yoco/checkout/ch_1/cancel',
    });
    await expect(violations(html)).resolves.toEqual([]);
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(document.querySelector('main h1')?.textContent).toBe('Yoco simulator');
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Pay R 2 443.75', 'Cancel']);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('(the check itself finds faults: a page with no language and an unnamed button)', async () => {
    const faulty = '<!doctype html><html><head><title>x</title></head><body><main><h1>x</h1><button></button></main></body></html>';
    const found = await violations(faulty);
    expect(found.some((violation) => violation.startsWith('html-has-lang'))).toBe(true);
    expect(found.some((violation) => violation.startsWith('button-name'))).toBe(true);
  });

  it('a message page', async () => {
    await expect(violations(messagePage('No such checkout', 'Go back <and> start again.'))).resolves.toEqual([]);
    expect(document.querySelector('main p')?.textContent).toBe('Go back <and> start again.');
  });
});
