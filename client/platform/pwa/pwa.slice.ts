/**
 * PWA state: whether the device is online, whether a new version waits for the user's consent, and whether the
 * first install finished (the site then works offline).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PwaState {
  online: boolean;
  updateAvailable: boolean;
  offlineReady: boolean;
}

// Read once at start so a page opened offline shows the notice before any event arrives.
const onlineAtStart = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const initialPwaState = (): PwaState => ({ online: onlineAtStart(), updateAvailable: false, offlineReady: false });

export const pwaSlice = createSlice({
  name: 'pwa',
  initialState: initialPwaState,
  reducers: {
    connectivityChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.online = payload;
    },
    /** A new service worker is installed and waiting. */
    updateAvailable: (state) => {
      state.updateAvailable = true;
    },
    /** Intent from the update prompt: activate the waiting version and reload (pwa saga). */
    updateAccepted: (state) => {
      state.updateAvailable = false;
    },
    /** "Daha sonra": the waiting version takes over once every tab of the site is closed. */
    updateDismissed: (state) => {
      state.updateAvailable = false;
    },
    offlineReady: (state) => {
      state.offlineReady = true;
    },
  },
  selectors: {
    selectOnline: (s) => s.online,
    selectUpdateAvailable: (s) => s.updateAvailable,
    selectOfflineReady: (s) => s.offlineReady,
  },
});

export const { connectivityChanged, updateAvailable, updateAccepted, updateDismissed, offlineReady } = pwaSlice.actions;
export const { selectOnline, selectUpdateAvailable, selectOfflineReady } = pwaSlice.selectors;
