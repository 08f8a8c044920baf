/**
 * Loads the sport menu at start and refreshes it every 60 s; a failure keeps the last counts. The refresh is a
 * fire-on-active background call: a hidden tab refreshes once when it is visible again.
 */
import { call, delay, put } from 'redux-saga/effects';
import type { SportMenuAnswer } from '@shared/protocol/program';
import type { ApiResult } from '../../platform/api/api-client';
import { menuActions } from './menu.slice';
import { fetchSportMenu } from './menu.api';
import { backgroundTurn } from '../../platform/background/background.sagas';

export const MENU_REFRESH_MS = 60_000;
export const MENU_LOAD_FAILED = 'Spor menüsü yüklenemedi.';

export function* loadMenu() {
  yield put(menuActions.loadStarted());
  const result: ApiResult<SportMenuAnswer> = yield call(fetchSportMenu);
  if (result.ok && result.data) yield put(menuActions.menuReceived(result.data));
  else yield put(menuActions.loadFailed(MENU_LOAD_FAILED));
}

export function* menuSaga() {
  yield call(loadMenu);
  for (;;) {
    yield delay(MENU_REFRESH_MS);
    yield call(backgroundTurn, { key: 'menu', fireOnActive: true });
    yield call(loadMenu);
  }
}
