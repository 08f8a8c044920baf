/**
 * The responsible-play area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { responsiblePlaySlice } from './responsible-play.slice';
import { responsiblePlaySaga } from './responsible-play.sagas';
export { ResponsiblePlayPage } from './responsible-play-page';

export const feature: LazyFeature = { key: 'responsible-play', slices: [responsiblePlaySlice], saga: responsiblePlaySaga };
