/**
 * The screen-log watchers, loaded apart from the entry once the first page is idle (diagnostics.sagas.ts starts
 * them with the refusals that came before): a log of the page region is taken when something goes wrong (a client
 * error, a refused or failed play, a refused share) and sent to the configured URL when online: at start (logs of
 * an earlier visit), after each capture, and on `online`. A page in an error loop takes at most
 * MAX_CAPTURES_PER_PAGE logs.
 */
import { eventChannel, type Channel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { ScreenLogReason } from '@shared/protocol/diagnostics-api';
import { fromErrorEvent, fromRejection, isIgnored, type CapturedError } from '../../platform/client-log/client-log.filter';
import { captureScreenLog, sendScreenLogs } from '../../platform/diagnostics/screen-log.send';
import { couponActions } from '../coupon/coupon.slice';

export const MAX_CAPTURES_PER_PAGE = 10;

const REGIONS: Record<ScreenLogReason, readonly string[]> = {
  'client-error': ['[role="dialog"]', 'main'],
  // The coupon as the member sees it: the phone's sheet, else the side panel.
  'play-failed': ['.coupon-sheet', '.coupon-panel', 'main'],
  'share-refused': ['[role="dialog"]', 'main'],
};

/** The first region on the page that matches, else the main content. */
const regionOf = (selectors: readonly string[]): Element | null => {
  for (const s of selectors) {
    const el = document.querySelector(s);
    if (el) return el;
  }
  return null;
};

type Trigger = 'error' | 'online';

const windowTriggers = (): EventChannel<Trigger> =>
  eventChannel<Trigger>((emit) => {
    const seen = (e: CapturedError) => {
      if (!isIgnored(e)) emit('error');
    };
    const onError = (e: ErrorEvent) => seen(fromErrorEvent(e));
    const onRejection = (e: PromiseRejectionEvent) => seen(fromRejection(e));
    const onOnline = () => emit('online');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('online', onOnline);
    };
  });

export function* runScreenLogs(refusals: Channel<Action>): SagaIterator {
  let captures = 0;
  function* capture(reason: ScreenLogReason): SagaIterator {
    if (captures >= MAX_CAPTURES_PER_PAGE) return;
    captures += 1;
    const stored: boolean = yield call(captureScreenLog, reason, regionOf(REGIONS[reason]));
    if (stored) yield call(sendScreenLogs);
  }
  yield fork(function* onRefusals(): SagaIterator {
    for (;;) {
      const a: Action = yield take(refusals);
      yield fork(capture, couponActions.playRefused.match(a) ? 'play-failed' : 'share-refused');
    }
  });
  const triggers: EventChannel<Trigger> = yield call(windowTriggers);
  yield takeEvery(triggers, function* onWindow(t: Trigger): SagaIterator {
    if (t === 'online') yield call(sendScreenLogs);
    else yield call(capture, 'client-error');
  });
  // Logs an earlier visit could not send.
  yield call(sendScreenLogs);
}
