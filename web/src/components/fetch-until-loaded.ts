import type { CodeLoader } from './code-loader';

/** After a failed fetch, the wait before the next try: doubling from this… */
export const FIRST_RETRY_MS = 5_000;
/** …up to this. Back online, the browser tries at once. */
export const LONGEST_RETRY_MS = 120_000;

/**
 * The part's code once a fetch of it succeeds. A failed fetch (offline, or the server restarting
 * in a deploy) is tried again when the browser is back online or after a while, so the promise
 * never rejects; `onFailure` runs after each failed try, and `signal` stops the tries. Without a
 * browser (the build drawing the public pages) a failure is not retried: the build fails and says why.
 */
export function fetchUntilLoaded<Code>(
  code: CodeLoader<Code>,
  { signal, onFailure }: { signal?: AbortSignal; onFailure?: () => void } = {},
): Promise<Code> {
  if (typeof window === 'undefined') return code.fetchCode();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
    function attempt() {
      stop();
      if (signal?.aborted) return;
      code.fetchCode().then(resolve, () => {
        if (signal?.aborted) return;
        onFailure?.();
        timer = setTimeout(attempt, wait);
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
        window.addEventListener('online', attempt);
      });
    }
    signal?.addEventListener('abort', stop, { once: true });
    attempt();
  });
}
