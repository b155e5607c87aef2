import { useEffect, useState, type ComponentType } from 'react';
import { codeLoader } from './code-loader';
import { fetchUntilLoaded } from './fetch-until-loaded';

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
      const unmounted = new AbortController();
      void fetchUntilLoaded(code, { signal: unmounted.signal }).then((loaded) => !unmounted.signal.aborted && setPart(() => loaded));
      return () => unmounted.abort();
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return BackgroundPart;
}
