import { useSyncExternalStore } from 'react';

/** One toast of the public pages: a success is read out politely (status), a failure at once (alert). */
export interface SiteToast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

/** One toast at a time, shown 5 s (spec part 1 §9). */
export const toastDurationMs = 5000;

let current: SiteToast | undefined;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Shows a toast on the public pages, replacing the one shown. These pages carry no antd
 * (docs/benchmarks.md, page weight), so their toasts are this small store and `Toaster`.
 */
export function showToast(toast: Omit<SiteToast, 'id'>): void {
  current = { ...toast, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismissToast, toastDurationMs);
  emit();
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteToast(): SiteToast | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}
