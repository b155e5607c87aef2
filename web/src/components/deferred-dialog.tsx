import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { intentHandlers } from './intent-handlers';
import { toast } from './toast-store';
import { codeLoader, type CodeLoader } from './code-loader';

/** Said when a dialog's code cannot be fetched (offline, or a new version replaced the files). */
export const DIALOG_CODE_UNREACHABLE = "This couldn't be opened: check your connection and try again.";

/** Waits for the dialog's code while `wanted`; tells the user and calls `onFailure` when it cannot come. */
function useDialogCode<Props>(code: CodeLoader<ComponentType<Props>>, wanted: boolean, onFailure: () => void) {
  const [component, setComponent] = useState(() => code.loaded());
  // The latest callback, read when the fetch fails: callers pass a new one each render, and the
  // fetch must not be abandoned and started again for that.
  const failureCallback = useRef(onFailure);
  useEffect(() => {
    failureCallback.current = onFailure;
  });
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    code.fetchCode().then(
      (loaded) => current && setComponent(() => loaded),
      () => {
        if (!current) return;
        toast({ title: 'Error', description: DIALOG_CODE_UNREACHABLE, variant: 'destructive' });
        failureCallback.current();
      },
    );
    return () => {
      current = false;
    };
  }, [code, wanted, component]);
  return component;
}

/**
 * A dialog whose code (its form, zod and the shared rules) is fetched and evaluated only once it
 * is first wanted, not with the page: on a phone, evaluating a form's code with the page held the
 * main thread for up to 90 ms before the page could be used. `Deferred` renders nothing until
 * `isOpen(props)` is first true, then mounts the dialog and keeps it mounted, so it opens and
 * closes as before; if opened while its code is on its way, it opens as soon as the code arrives.
 * When the code cannot be fetched (offline), the user is told and the dialog's `onClose` called,
 * so the page stays as it was and a later press tries again. `prefetch` fetches the code ahead of
 * a press (on hover, focus or touch of what opens it).
 */
export function deferredDialog<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): { Deferred: ComponentType<Props>; prefetch: () => void } {
  const code = codeLoader(load);
  function Deferred(props: Props) {
    const Dialog = useDialogCode(code, isOpen(props), props.onClose);
    // eslint-disable-next-line react-hooks/static-components -- not made here: the dialog's own component, kept in state once its code has come
    return Dialog ? <Dialog {...props} /> : null;
  }
  return { Deferred, prefetch: code.prefetch };
}

type TriggerProps = { disabled: boolean; onClick: () => void } & ReturnType<typeof intentHandlers>;

/**
 * The button that opens a dialog which draws its own trigger (the dialog, given `dialogProps` and
 * rendered open): until pressed, `button` draws the same button without the dialog's code, which
 * is fetched when someone means to press it (hover, focus, touch) and mounted on the press; the
 * button shows disabled for the moment the code may still be on its way. When the code cannot be
 * fetched, the user is told and the button works again.
 */
export function deferredDialogButton<Props extends object>(load: () => Promise<ComponentType<Props & { defaultOpen?: boolean }>>) {
  const code = codeLoader(load);
  function DeferredDialogButton({ dialogProps, button }: { dialogProps: Props; button: (props: TriggerProps) => ReactElement }) {
    const [pressed, setPressed] = useState(false);
    const Dialog = useDialogCode(code, pressed, () => setPressed(false));
    // Once pressed, the dialog (with its own trigger) takes the button's place for good.
    // eslint-disable-next-line react-hooks/static-components -- not made here: the dialog's own component, kept in state once its code has come
    if (Dialog && pressed) return <Dialog {...dialogProps} defaultOpen />;
    return button({ disabled: pressed, onClick: () => setPressed(true), ...intentHandlers(code.prefetch) });
  }
  return DeferredDialogButton;
}
