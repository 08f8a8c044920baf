import { fork } from 'redux-saga/effects';
import { programSaga } from '../features/program/program.sagas';
import { menuSaga } from '../features/menu/menu.sagas';
import { couponSaga } from '../features/coupon/coupon.sagas';
import { authSaga } from '../features/auth/auth.sagas';
import { captchaSaga } from '../features/captcha/captcha.sagas';
import { campaignSaga } from '../features/campaign/campaign.sagas';
import { contractSaga } from '../features/contract/contract.sagas';
import { consentSaga } from '../features/consent/consent.sagas';
import { siteNoticesSaga } from '../features/site-notices/site-notices.sagas';
import { securitySaga } from '../features/security/security.sagas';
import { professionSaga } from '../features/profession/profession.sagas';
import { membershipSaga } from '../features/membership/membership.sagas';
import { realtimeSaga } from '../features/realtime/realtime.sagas';
import { myCouponsSaga } from '../features/my-coupons/my-coupons.sagas';
import { trackingSaga } from '../features/tracking/tracking.sagas';
import { savedCouponsSaga } from '../features/saved-coupons/saved-coupons.sagas';
import { opsSaga } from '../features/ops/ops.sagas';
import { publicCouponSaga } from '../features/public-coupon/public-coupon.sagas';
import { viewSaga } from '../platform/view/view.sagas';
import { sessionSaga } from '../platform/session/session.sagas';
import { pwaSaga } from '../platform/pwa/pwa.sagas';
import { interceptorSaga } from '../platform/interceptor/interceptor.sagas';
import { backgroundSaga } from '../platform/background/background.sagas';
import { clientLogSaga } from '../platform/client-log/client-log.sagas';

/** Every platform and feature root saga, in start order; each folder exports exactly one. */
const ROOT_SAGAS = [
  programSaga, menuSaga, viewSaga, couponSaga, authSaga, sessionSaga, pwaSaga, captchaSaga,
  interceptorSaga, backgroundSaga, clientLogSaga, campaignSaga, contractSaga, consentSaga, siteNoticesSaga,
  securitySaga, professionSaga, membershipSaga, realtimeSaga, opsSaga,
  myCouponsSaga, trackingSaga, savedCouponsSaga, publicCouponSaga,
] as const;

/** Forks every root saga in list order (the same order as before, so start-up effects run alike). */
export function* rootSaga() {
  for (const saga of ROOT_SAGAS) yield fork(saga);
}
