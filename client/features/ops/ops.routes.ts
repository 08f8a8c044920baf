/**
 * The ops area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { opsSlice } from './ops.slice';
import { opsSaga } from './ops.sagas';
export { OpsPage } from './ops-page';

export const feature: LazyFeature = { key: 'ops', slices: [opsSlice], saga: opsSaga };
