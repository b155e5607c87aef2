import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back when a dialog opened from the page's state closes. Radix returns focus to a
 * dialog's own trigger, and these dialogs have none: they open from a row's button, which is
 * remembered here when the dialog opens (before the dialog takes focus). Call the result from the
 * dialog's onCloseAutoFocus with where focus should go instead, if anywhere: the row's button
 * after a change moved the row, a heading after the row went.
 */
export function useFocusReturn(opening: unknown) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opening && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [opening]);
  return (event: Event, instead?: HTMLElement | null) => {
    const target = instead ?? (opener.current?.isConnected ? opener.current : null);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
