/** Spor Toto's lazy route module: its feature (slice and saga) and its page (/spor-toto), one chunk (lazy-routes.ts). */
import type { LazyFeature } from '../../app/feature-injector';
import { sportotoSlice } from './sportoto.slice';
import { sportotoSaga } from './sportoto.sagas';
export { SportotoPage } from './sportoto-page';

export const feature: LazyFeature = { key: 'sportoto', slices: [sportotoSlice], saga: sportotoSaga };
