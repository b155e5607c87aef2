import { lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { intentHandlers } from './intent-handlers';

/**
 * A dialog whose code (its form, zod and the shared rules) is fetched and evaluated only once it
 * is first wanted, not with the page: on a phone, evaluating a form's code with the page held the
 * main thread for up to 90 ms before the page could be used. `Deferred` renders nothing until
 * `isOpen(props)` is first true, then mounts the dialog and keeps it mounted, so it opens and
 * closes as before; if opened while its code is on its way, it opens as soon as the code arrives.
 * `prefetch` fetches the code ahead of a press (on hover, focus or touch of what opens it).
 */
export function deferredDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): { Deferred: ComponentType<Props>; prefetch: () => void } {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: Props) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    if (open && !wanted) setWanted(true);
    if (!wanted && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return { Deferred, prefetch: () => void load().catch(() => undefined) };
}

type TriggerProps = { disabled: boolean; onClick: () => void } & ReturnType<typeof intentHandlers>;

/**
 * The button that opens a dialog which draws its own trigger (`children`, the lazy dialog
 * rendered open): until pressed, `button` draws the same button without the dialog's code, which
 * is fetched when someone means to press it (hover, focus, touch) and mounted on the press; the
 * button shows disabled for the moment the code may still be on its way.
 */
export function DeferredDialogButton({
  button,
  prefetch,
  children,
}: {
  button: (props: TriggerProps) => ReactElement;
  prefetch: () => void;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const trigger = (disabled: boolean) => button({ disabled, onClick: () => setPressed(true), ...intentHandlers(prefetch) });
  if (!pressed) return trigger(false);
  return <Suspense fallback={trigger(true)}>{children}</Suspense>;
}
