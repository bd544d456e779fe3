import { useSyncExternalStore } from 'react';
import { haptic, type HapticTrigger } from '../../lib/native/haptics';

// docs/product.md#toasts: one at a time, removed 1,000,000 ms after dismissal, auto-close after 5 s.
export const toastLimit = 1;
export const toastRemoveDelayMs = 1_000_000;
export const toastDurationMs = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** The feedback it is felt with; by default the generic success, or error when destructive. */
  haptic?: HapticTrigger;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

export function dismissToast(id: string): void {
  scheduleRemoval(id);
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; a newer one replaces the current one. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  // docs/product.md#haptics: generic success and error.
  haptic(options.haptic ?? (options.variant === 'destructive' ? 'genericError' : 'genericSuccess'));
  nextId += 1;
  const id = String(nextId);
  publish([{ ...options, id, open: true }, ...toasts].slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
