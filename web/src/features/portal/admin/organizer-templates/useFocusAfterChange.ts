import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Moving or removing a section or question re-orders the page under the button just pressed:
 * React may move that button's node, or remove it, and the focus falls to the page's start. The
 * function returned names, by CSS selectors tried in turn within `container`, what should hold the
 * focus once the component that owns the list has drawn the change (the moved item's same button,
 * say). Use it in that component: it is its next render that carries the change.
 */
export function useFocusAfterChange(container: RefObject<HTMLElement | null>) {
  const wanted = useRef<readonly string[] | null>(null);

  // After every render: cheap when nothing is wanted, and the render that follows a move is the one.
  useLayoutEffect(() => {
    const selectors = wanted.current;
    if (!selectors) return;
    wanted.current = null;
    const target = selectors
      .map((selector) => container.current?.querySelector<HTMLElement>(selector))
      .find((element) => element && !element.matches(':disabled'));
    target?.focus();
  });

  return useCallback((...selectors: string[]) => {
    wanted.current = selectors;
  }, []);
}

/** Where the focus goes after an item (marked `data-item`) moved: its same button, else the other one (at the list's end). */
export const afterMoving = (uid: string, by: -1 | 1) => [
  `[data-item="${uid}"] [data-action="${by < 0 ? 'up' : 'down'}"]`,
  `[data-item="${uid}"] [data-action="${by < 0 ? 'down' : 'up'}"]`,
];
