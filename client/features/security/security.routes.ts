/**
 * The security area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { securitySlice } from './security.slice';
import { securitySaga } from './security.sagas';
export { SecurityPage } from './security-page';

export const feature: LazyFeature = { key: 'security', slices: [securitySlice], saga: securitySaga };
