/**
 * My coupons' face to other features' components: following the live events of a played coupon's open picks
 * (their Event_<code>_V3 rooms), which the public coupon page does the same way as Hesabım/Kuponlarım.
 */
export { useFollowedEvents, type FollowedCoupon } from './use-followed-events';
