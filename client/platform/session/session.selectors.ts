import type { RootState } from '../../app/store';

/** Server time (epoch ms) as of the last 500 ms tick; 0 before the first tick. */
export const selectServerNow = (state: RootState): number => state.session.now;
export const selectServerOffset = (state: RootState): number => state.session.serverOffset;
export const selectServerZone = (state: RootState): number | null => state.session.zone;
