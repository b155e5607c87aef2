/** A stand-in for `window.matchMedia` (jsdom has none): every query answers `matches(query)`, and never changes. */
export function staticMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
