import { all, fork } from 'redux-saga/effects';
import { programSaga } from '../features/program/program.sagas';
import { menuSaga } from '../features/menu/menu.sagas';
import { viewSaga } from '../features/view/view.sagas';
import { couponSaga } from '../features/coupon/coupon.sagas';
import { authSaga } from '../features/auth/auth.sagas';
import { sessionSaga } from '../features/session/session.sagas';
import { pwaSaga } from '../features/pwa/pwa.sagas';
import { captchaSaga } from '../features/captcha/captcha.sagas';
import { interceptorSaga } from '../features/interceptor/interceptor.sagas';
import { backgroundSaga } from '../features/background/background.sagas';
import { clientLogSaga } from '../features/client-log/client-log.sagas';
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
/** Forks every feature's root saga; each feature exports exactly one. */
export function* rootSaga() {
  yield all([programSaga, menuSaga, viewSaga, couponSaga, authSaga, sessionSaga, pwaSaga].map((s) => fork(s)));
  yield fork(captchaSaga);
  yield all([interceptorSaga, backgroundSaga, clientLogSaga, campaignSaga].map((s) => fork(s)));
  yield all([contractSaga, consentSaga, siteNoticesSaga].map((s) => fork(s)));
  yield all([securitySaga, professionSaga].map((s) => fork(s)));
  yield fork(membershipSaga);
  yield fork(realtimeSaga);
  yield fork(opsSaga);
  yield all([myCouponsSaga, trackingSaga, savedCouponsSaga, publicCouponSaga].map((s) => fork(s)));
}
