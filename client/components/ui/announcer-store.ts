/**
 * Spoken notices for screen readers: any code may call announce(message, key); LiveAnnouncer (mounted once in the
 * layout) reads them out through one polite live region. Throttled so a burst never floods: notices are gathered
 * and spoken together at most once per ANNOUNCE_GAP_MS (at most ANNOUNCE_MAX of them, the rest counted), and a
 * notice with a key (an outcome's odds, an event's score) is said at most once per ANNOUNCE_KEY_COOLDOWN_MS; a
 * newer one of the same key waiting in the batch replaces the older. The member can turn notices off; the choice
 * is kept in localStorage. A plain module store, like the toasts.
 */
export const ANNOUNCE_GAP_MS = 1500;
export const ANNOUNCE_KEY_COOLDOWN_MS = 10_000;
export const ANNOUNCE_MAX = 3;
export const ANNOUNCE_STORAGE_KEY = 'iddaa.sesliBildirimler';

interface Pending {
  message: string;
  key: string | null;
}

/**
 * Read from localStorage at first use, not while the app's modules evaluate: a page's first localStorage read opens
 * its storage (about 1 ms of a desktop CPU), and the evaluation is one long task already.
 */
let enabled: boolean | null = null;
const isEnabled = (): boolean => (enabled ??= readEnabled());
let pending: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSpokenAt = 0;
const keySpokenAt = new Map<string, number>();
let spoken: { text: string; n: number } = { text: '', n: 0 };
let formatMore: (n: number) => string = (n) => `+${n}`;
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return globalThis.localStorage?.getItem(ANNOUNCE_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

const notify = () => {
  for (const l of listeners) l();
};

const flush = () => {
  timer = null;
  if (!isEnabled() || pending.length === 0) {
    pending = [];
    return;
  }
  const now = Date.now();
  const batch = pending;
  pending = [];
  const shown = batch.slice(0, ANNOUNCE_MAX).map((p) => p.message);
  if (batch.length > ANNOUNCE_MAX) shown.push(formatMore(batch.length - ANNOUNCE_MAX));
  for (const p of batch) if (p.key) keySpokenAt.set(p.key, now);
  lastSpokenAt = now;
  spoken = { text: shown.join(' '), n: spoken.n + 1 };
  notify();
};

/** Queues a notice; `key` names what it is about, so repeats of the same thing are held back. */
export const announce = (message: string, key: string | null = null): void => {
  if (!isEnabled()) return;
  if (key) {
    const at = keySpokenAt.get(key);
    if (at !== undefined && Date.now() - at < ANNOUNCE_KEY_COOLDOWN_MS) return;
    pending = pending.filter((p) => p.key !== key);
  }
  pending.push({ message, key });
  if (timer) return;
  const wait = Math.max(0, lastSpokenAt + ANNOUNCE_GAP_MS - Date.now());
  timer = setTimeout(flush, Math.max(wait, 100));
};

/** How the count of notices left out of a batch is said (the caller's language). */
export const setAnnounceMoreText = (format: (n: number) => string): void => {
  formatMore = format;
};

export const getAnnouncement = (): { text: string; n: number } => spoken;
export const isAnnouncing = (): boolean => isEnabled();

export const setAnnouncing = (on: boolean): void => {
  enabled = on;
  if (!on) {
    pending = [];
    if (timer) clearTimeout(timer);
    timer = null;
    spoken = { text: '', n: spoken.n + 1 };
  }
  try {
    globalThis.localStorage?.setItem(ANNOUNCE_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode or no storage: the choice lasts for this page only.
  }
  notify();
};

export const subscribeAnnouncer = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For tests: forget every notice, cooldown and timer. */
export const resetAnnouncer = (): void => {
  if (timer) clearTimeout(timer);
  timer = null;
  pending = [];
  lastSpokenAt = 0;
  keySpokenAt.clear();
  spoken = { text: '', n: 0 };
  enabled = null;
  notify();
};
