/**
 * The queue of toasts: short confirmations ('Kupon kaydedildi.') any code may raise with showToast; ToastRegion
 * shows them. A plain module store (no Redux): toasts are view feedback, not application state.
 */
export type ToastTone = 'neutral' | 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  /** Milliseconds before it goes by itself; 0 keeps it until closed. */
  durationMs: number;
}

/** Long enough to read two short lines; errors stay longer. */
export const TOAST_DURATION_MS = { default: 4000, error: 8000 } as const;
/** Older toasts go first when more than this many are waiting. */
export const TOAST_MAX = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const set = (next: readonly ToastItem[]) => {
  items = next;
  for (const l of listeners) l();
};

export const showToast = (message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number => {
  const tone = options.tone ?? 'neutral';
  const durationMs = options.durationMs ?? (tone === 'error' ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default);
  const id = nextId++;
  set([...items, { id, message, tone, durationMs }].slice(-TOAST_MAX));
  return id;
};

export const dismissToast = (id: number): void => {
  if (items.some((t) => t.id === id)) set(items.filter((t) => t.id !== id));
};

export const dismissAllToasts = (): void => {
  if (items.length > 0) set([]);
};

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = (): readonly ToastItem[] => items;
