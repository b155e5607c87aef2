import { useState } from 'react';
import { useToasts } from './toast-store';
import { backgroundPart } from './background-part';

// Offline, a toast may be the very thing that says so: a toaster whose code cannot come waits and
// tries again (background-part.tsx) instead of taking the page down.
const Toaster = backgroundPart(() => import('./Toaster').then((module) => module.Toaster));

/**
 * The toaster's code (Radix Toast and its layers) is fetched with the first toast, not with
 * every page: most visitors of the public pages never see one. Once there it stays mounted.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Noted while rendering, as React advises for state that follows other state, not in an effect.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return <Toaster />;
}
