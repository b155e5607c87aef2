import { useSyncExternalStore } from 'react';

/**
 * docs/product.md#constants-and-limits: one toast at a time; a dismissed toast is dropped after
 * 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: { title?: string; description?: string; variant?: ToastVariant }): string {
  counter += 1;
  const id = String(counter);
  const next: ToastMessage = {
    id,
    open: true,
    title: message.title,
    description: message.description,
    variant: message.variant ?? 'default',
  };
  publish([next, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** For tests: forget every toast. */
export function resetToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  // Publishing only when something changes keeps React from re-rendering outside act().
  if (toasts.length > 0) publish([]);
}
