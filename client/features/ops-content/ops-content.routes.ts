/**
 * The ops content area's lazy route module: its feature (slice and saga) and its page (/ops/icerik), loaded as one
 * chunk by one import (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { opsContentSlice } from './ops-content.slice';
import { opsContentSaga } from './ops-content.sagas';
export { OpsContentPage } from './ops-content-page';

export const feature: LazyFeature = { key: 'ops-content', slices: [opsContentSlice], saga: opsContentSaga };
