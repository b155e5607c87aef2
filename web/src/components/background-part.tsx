import { useEffect, useState, type ComponentType } from 'react';
import { codeLoader } from './code-loader';

/** After a failed fetch, the wait before the next try: doubling from this… */
export const FIRST_RETRY_MS = 5_000;
/** …up to this. Back online, the browser tries at once. */
export const LONGEST_RETRY_MS = 120_000;

/**
 * A part of the page nobody pressed anything for (the live updates, the toaster), whose code is
 * fetched after the first screen. It draws nothing until its code is there. When the code cannot
 * be fetched (offline, or the server restarting in a deploy), it still draws nothing, and tries
 * again when the browser is back online or after a while: a missing background part never takes
 * the page down with it, as a failed `React.lazy` import outside an error boundary did.
 */
export function backgroundPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const code = codeLoader(load);
  function BackgroundPart(props: Props) {
    const [Part, setPart] = useState(() => code.loaded());
    useEffect(() => {
      if (Part) return undefined;
      let current = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let wait = FIRST_RETRY_MS;
      const attempt = () => {
        window.removeEventListener('online', attempt);
        clearTimeout(timer);
        code.fetchCode().then(
          (loaded) => current && setPart(() => loaded),
          () => {
            if (!current) return;
            timer = setTimeout(attempt, wait);
            wait = Math.min(wait * 2, LONGEST_RETRY_MS);
            window.addEventListener('online', attempt);
          },
        );
      };
      attempt();
      return () => {
        current = false;
        clearTimeout(timer);
        window.removeEventListener('online', attempt);
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return BackgroundPart;
}
