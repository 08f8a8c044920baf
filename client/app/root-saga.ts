import { fork } from 'redux-saga/effects';
import { programSaga } from '../features/program/program.sagas';
import { menuSaga } from '../features/menu/menu.sagas';
import { couponSaga } from '../features/coupon/coupon.sagas';
import { authSaga } from '../features/auth/auth.sagas';
import { contractSaga } from '../features/contract/contract.sagas';
import { consentSaga } from '../features/consent/consent.sagas';
import { siteNoticesSaga } from '../features/site-notices/site-notices.sagas';
import { realtimeSaga } from '../features/realtime/realtime.sagas';
import { settlementNoticesSaga } from '../features/my-coupons/settlement-notices.sagas';
import { trackingSaga } from '../features/tracking/tracking.sagas';
import { savedCouponsSaga } from '../features/saved-coupons/saved-coupons.sagas';
import { contactVerificationSaga } from '../features/contact-verification/contact-verification.sagas';
import { sessionReminderSaga } from '../features/responsible-play/session-reminder.sagas';
import { viewSaga } from '../platform/view/view.sagas';
import { sessionSaga } from '../platform/session/session.sagas';
import { pwaSaga } from '../platform/pwa/pwa.sagas';
import { interceptorSaga } from '../platform/interceptor/interceptor.sagas';
import { backgroundSaga } from '../platform/background/background.sagas';
import { clientLogSaga } from '../platform/client-log/client-log.sagas';
import { diagnosticsSaga } from '../features/diagnostics/diagnostics.sagas';
import { warmLazyWorkersWhenIdle } from '../platform/lazy-worker';

/**
 * The root sagas that run from the start, in start order: the platform and the features of the first page, and
 * those that must see global actions from the first one (login, forced answers, keep-alive, realtime, settlement
 * notices). Features behind lazy routes start their saga when the route loads (lazy-routes.ts).
 */
const ROOT_SAGAS = [
  programSaga, menuSaga, viewSaga, couponSaga, authSaga, sessionSaga, pwaSaga,
  interceptorSaga, backgroundSaga, clientLogSaga, diagnosticsSaga, contractSaga, consentSaga, siteNoticesSaga,
  realtimeSaga, settlementNoticesSaga, trackingSaga, savedCouponsSaga, contactVerificationSaga, warmLazyWorkersWhenIdle,
  sessionReminderSaga,
] as const;

/** Forks every root saga in list order. */
export function* rootSaga() {
  for (const saga of ROOT_SAGAS) yield fork(saga);
}
