/** Cache names, timeouts and limits of the service worker, in one place. */
const DAY_S = 86_400;

export const CACHE_NAMES = {
  /** Bet program answers; named so an update of the precache never drops them. */
  program: 'bet-program-v1',
} as const;

/**
 * A mobile connection that answers slower than this is treated as down: the user sees the cached shell or program at
 * once instead of a blank page, and the fresh answer still lands in the cache for the next look.
 */
export const NETWORK_TIMEOUT_S = 3;

/** Enough for every sport's program and a good number of event details, yet bounded on small phones. */
export const PROGRAM_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 3 * DAY_S } as const;

/** The precached page every navigation falls back to; it matches the precached scripts of the same build. */
export const SHELL_URL = '/index.html';
