import { all, fork } from 'redux-saga/effects';
import { programSaga } from '../features/program/program.sagas';
import { menuSaga } from '../features/menu/menu.sagas';
import { viewSaga } from '../features/view/view.sagas';
import { couponSaga } from '../features/coupon/coupon.sagas';
import { authSaga } from '../features/auth/auth.sagas';
import { sessionSaga } from '../features/session/session.sagas';
import { pwaSaga } from '../features/pwa/pwa.sagas';

/** Forks every feature's root saga; each feature exports exactly one. */
export function* rootSaga() {
  yield all([programSaga, menuSaga, viewSaga, couponSaga, authSaga, sessionSaga, pwaSaga].map((s) => fork(s)));
}
