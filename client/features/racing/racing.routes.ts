/**
 * The horse-racing area's lazy route module: its feature (slice and saga) and its pages, loaded as one chunk by one
 * import (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { racingSlice } from './racing.slice';
import { racingSaga } from './racing.sagas';
export { RacingProgramPage } from './racing-program-page';
export { RaceCardPage } from './race-card-page';

export const feature: LazyFeature = { key: 'racing', slices: [racingSlice], saga: racingSaga };
