import { describe, expect, it } from 'vitest';
import {
  connectivityChanged,
  initialPwaState,
  offlineReady,
  pwaSlice,
  updateAccepted,
  updateAvailable,
  updateDismissed,
} from './pwa.slice';

const reduce = pwaSlice.reducer;

describe('pwaSlice', () => {
  it('starts from the browser’s connectivity with nothing pending', () => {
    expect(initialPwaState()).toEqual({ online: navigator.onLine, updateAvailable: false, offlineReady: false });
  });

  it('follows connectivity changes', () => {
    const offline = reduce(initialPwaState(), connectivityChanged(false));
    expect(offline.online).toBe(false);
    expect(reduce(offline, connectivityChanged(true)).online).toBe(true);
  });

  it('raises the update flag on a waiting version and lowers it when the user answers', () => {
    const waiting = reduce(initialPwaState(), updateAvailable());
    expect(waiting.updateAvailable).toBe(true);
    expect(reduce(waiting, updateAccepted()).updateAvailable).toBe(false);
    expect(reduce(waiting, updateDismissed()).updateAvailable).toBe(false);
  });

  it('records that the site is ready offline', () => {
    expect(reduce(initialPwaState(), offlineReady()).offlineReady).toBe(true);
  });
});
