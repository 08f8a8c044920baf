/**
 * The profession area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { professionSlice } from './profession.slice';
import { professionSaga } from './profession.sagas';
export { ProfessionPage } from './profession-page';

export const feature: LazyFeature = { key: 'profession', slices: [professionSlice], saga: professionSaga };
