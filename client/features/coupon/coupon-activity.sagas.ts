/**
 * Coupon activity (spec section 3): the coupon's own intents (never the program's odds stream, so the odds path
 * pays nothing) go through a buffered channel to the recorder, which loads apart from the entry
 * (coupon-activity.recorder.ts): records while a coupon is built, its report when it is played or abandoned.
 */
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { lazyWorkers } from '../../platform/lazy-worker';
import { couponActions as A } from './coupon.slice';

// Activity is a background matter: a recorder that cannot load says nothing to the member.
const recordActivity = lazyWorkers(() => import('./coupon-activity.recorder'))('recordActivity', function* quiet(): SagaIterator {});

const WATCHED = [
  A.outcomePicked.type, A.rowRemoved.type, A.bankerToggled.type, A.misliChanged.type, A.misliStepped.type, A.cleared.type,
  A.played.type, A.playRefused.type, A.oddsChanged.type, A.restored.type, A.loadedFromProgram.type,
];
const BUFFERED_WHILE_LOADING = 64;

export function* couponActivitySaga(now: () => number = Date.now): SagaIterator {
  const intents: Channel<Action> = yield actionChannel(WATCHED, buffers.sliding(BUFFERED_WHILE_LOADING));
  yield call(recordActivity, intents, now);
}
