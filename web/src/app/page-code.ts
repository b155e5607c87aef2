import { nextTask as inNextTask } from '../lib/browser-task';

/** Where the server lists a server-drawn page's code (api/src/pages/portal-page.ts). */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

/**
 * Files named per task. Each `<link rel=modulepreload>` costs the main thread real work as it is
 * inserted (a phone took about 3 ms a file, 90 ms for a page's thirty in one task, which
 * Lighthouse counts as blocking): a few at a time keeps every task short, and the downloads
 * still start within a few milliseconds of one another.
 */
const FILES_PER_TASK = 4;

/**
 * Starts downloading, side by side, every file the page needs to come alive. A page the server
 * drew is already on screen, so its code is asked for only now, once the entry has run: before,
 * it would only have competed with the page's own HTML and styles for a phone's bandwidth.
 * Resolves once every file has been named.
 */
export async function preloadPageCode(doc: Document = document, nextTask: () => Promise<void> = inNextTask): Promise<void> {
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
  const ours = files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'));
  for (let start = 0; start < ours.length; start += FILES_PER_TASK) {
    if (start > 0) await nextTask();
    for (const file of ours.slice(start, start + FILES_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      doc.head.append(link);
    }
  }
}
