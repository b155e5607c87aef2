/**
 * A part's code (a dialog, a background feature), fetched once and kept. A failed fetch is not
 * kept, so asking again fetches again: `React.lazy` keeps a failure, and its part stays broken
 * until the page is reloaded.
 */
export function codeLoader<Code>(load: () => Promise<Code>) {
  let loaded: Code | undefined;
  let loading: Promise<Code> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (code) => (loaded = code),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { fetchCode, loaded: () => loaded, prefetch: () => void fetchCode().catch(() => undefined) };
}

export type CodeLoader<Code> = ReturnType<typeof codeLoader<Code>>;
