/**
 * The my-coupons area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { myCouponsPageSaga } from './my-coupons.sagas';
export { MyCouponsPage } from './my-coupons-page';

export const feature: LazyFeature = { key: 'my-coupons', slices: [], saga: myCouponsPageSaga };
