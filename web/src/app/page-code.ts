/** Where the server lists a server-drawn page's code (api/src/http/portal-page.ts). */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

/**
 * Starts downloading, side by side, every file the page needs to come alive. A page the server
 * drew is already on screen, so its code is asked for only now, once the entry has run: before,
 * it would only have competed with the page's own HTML and styles for a phone's bandwidth.
 */
export function preloadPageCode(doc: Document = document): void {
  const element = doc.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let files: unknown;
  try {
    files = JSON.parse(element.textContent ?? '[]');
  } catch {
    return; // Only costs the page its head start: each file is still fetched when it is imported.
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
}
