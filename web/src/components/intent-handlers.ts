/**
 * Handlers that run `prepare` as soon as someone shows they mean to use a control: the pointer
 * arrives, a finger lands or the keyboard focuses it. Used to fetch a chunk (a dialog, a drawer,
 * the next page) a moment before it is asked for.
 */
export function intentHandlers(prepare: () => void) {
  return { onPointerEnter: prepare, onTouchStart: prepare, onFocus: prepare };
}

/**
 * Intent handlers that fetch code ahead of use. A failed fetch is ignored here: opening the part
 * fetches it again, and that is where a failure is shown (CodeLoadBoundary, deferred dialogs).
 */
export function prefetchOnIntent(load: () => Promise<unknown>) {
  return intentHandlers(() => void load().catch(() => undefined));
}
