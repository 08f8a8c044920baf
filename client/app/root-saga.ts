import { fork } from 'redux-saga/effects';
import { programSaga } from '../features/program/program.sagas';
import { menuSaga } from '../features/menu/menu.sagas';
import { couponSaga } from '../features/coupon/coupon.sagas';
import { authSaga } from '../features/auth/auth.sagas';
import { contractSaga } from '../features/contract/contract.sagas';
import { consentSaga } from '../features/consent/consent.sagas';
import { siteNoticesSaga } from '../features/site-notices/site-notices.sagas';
import { realtimeStartSaga } from '../features/realtime/realtime-start.sagas';
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
 * The root sagas that run from the start: the platform and the features of the first page, and those that must see
 * global actions from the first one (login, forced answers, keep-alive, realtime, settlement notices). Features behind
 * lazy routes start their saga when the route loads (lazy-routes.ts). They start in two groups, each in list order,
 * the second in a task of its own on a first load (store.ts, `startSagas`):
 * - the listeners: sagas that set up what they wait for and call nothing at their start (or a little: the coupon
 *   restored from this device, the sport menu, a cookie or two). Started first, they hear everything the others put.
 * - the starters: the sagas whose start costs the most (measured at 4x CPU: auth's first call 12 ms, the view's
 *   first cookie read and media queries 5 ms, the session's clock and keep-alive 4 ms), and the socket's, whose code
 *   loads apart from the entry (features/realtime/realtime-start.sagas.ts). None of them takes an action a listener
 *   puts at its start (the notices' and contract's cookies, the tab's visibility, the restored coupon): those were
 *   put before the starters ran, and only reducers read them.
 * Every action a starter puts, at its start or later, reaches every listener: the listeners already run.
 */
export const LISTENING_SAGAS = [
  programSaga, menuSaga, couponSaga, pwaSaga, interceptorSaga, backgroundSaga, clientLogSaga, diagnosticsSaga,
  contractSaga, consentSaga, siteNoticesSaga, settlementNoticesSaga, trackingSaga, savedCouponsSaga,
  contactVerificationSaga, warmLazyWorkersWhenIdle, sessionReminderSaga,
] as const;

export const STARTING_SAGAS = [viewSaga, authSaga, sessionSaga, realtimeStartSaga] as const;

type RootSagas = readonly (() => unknown)[];

/** Forks every saga of the group in list order. */
const rootOf = (sagas: RootSagas) =>
  function* root() {
    for (const saga of sagas) yield fork(saga as () => Generator);
  };

/**
 * Runs the listening group, then the starting one: at once, or in the task `nextTask` gives (the entry: two shorter
 * tasks instead of one). Each group is a run of its own (`run`: the saga middleware's), so the actions its sagas put
 * at their start are dispatched once the whole group runs.
 */
export const startRootSagas = (
  run: (root: () => Generator) => unknown,
  nextTask?: (start: () => void) => void,
  [listening, starting]: readonly [RootSagas, RootSagas] = [LISTENING_SAGAS, STARTING_SAGAS],
): void => {
  run(rootOf(listening));
  const starters = () => void run(rootOf(starting));
  if (nextTask) nextTask(starters);
  else starters();
};
