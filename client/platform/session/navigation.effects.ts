/**
 * Saga helpers over the store's navigation (saga context `navigation`): sagas `yield call(navigate, to, opts)`
 * instead of touching a module-level navigate, so each store moves its own router.
 */
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import { CTX } from '../../app/saga-context';
import type { Navigation } from './navigation';

export function* navigate(to: string, opts?: { replace?: boolean }): SagaIterator<void> {
  const nav: Navigation = yield getContext(CTX.navigation);
  yield call([nav, nav.navigateTo], to, opts);
}

export function* readCurrentPath(): SagaIterator<string> {
  const nav: Navigation = yield getContext(CTX.navigation);
  const path: string = yield call([nav, nav.currentPath]);
  return path;
}

export function* reloadPage(): SagaIterator<void> {
  const nav: Navigation = yield getContext(CTX.navigation);
  yield call([nav, nav.reload]);
}
