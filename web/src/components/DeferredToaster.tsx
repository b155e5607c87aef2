import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster's code (Radix Toast and its layers) is fetched with the first toast, not with
 * every page: most visitors of the public pages never see one. Once there it stays mounted.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
