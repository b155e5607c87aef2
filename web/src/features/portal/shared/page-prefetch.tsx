import { createContext, useContext } from 'react';
import { intentHandlers } from '../../../components/intent-handlers';

/**
 * Starts fetching a portal page's code. Only the shell knows every page (shell/portal-pages.ts), so
 * it provides this to the pages below it, and a page links to another without importing it.
 */
const PagePrefetch = createContext<(to: string) => void>(() => undefined);

export const PagePrefetchProvider = PagePrefetch.Provider;

/** Props for a link whose page's code is fetched as soon as the user shows the intent to open it. */
export function usePrefetchOnIntent(to: string): ReturnType<typeof intentHandlers> {
  const prefetch = useContext(PagePrefetch);
  return intentHandlers(() => prefetch(to));
}
