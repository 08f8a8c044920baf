/**
 * The public-coupon area's lazy route module: its feature (slices and saga) and its page, loaded as one chunk by one import
 * (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { publicCouponSlice } from './public-coupon.slice';
import { publicCouponSaga } from './public-coupon.sagas';
export { PublicCouponPage } from './public-coupon-page';

export const feature: LazyFeature = { key: 'public-coupon', slices: [publicCouponSlice], saga: publicCouponSaga };
