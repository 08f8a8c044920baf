/**
 * Whether the odds on screen can be vouched for. They cannot when the browser is offline (navigator.onLine false,
 * the pwa slice) or when the program on screen came from the service worker's cache (the server did not answer
 * within the 3 s of NetworkFirst). The realtime socket alone does not decide it: while the socket is down the
 * program is polled over HTTP every 5 s (realtime-settings.ts), and when that polling cannot reach the server either,
 * its answers come from the cache and mark the program as cached. A socket down with a working poll keeps the odds
 * current, so it does not disable play.
 */
import type { RootState } from '../../app/store';

export const selectOddsStale = (s: RootState): boolean => {
  const state = s as Partial<RootState>;
  const online = state.pwa?.online ?? true;
  const cachedAt = state.program?.cachedAt ?? null;
  return !online || cachedAt !== null;
};
