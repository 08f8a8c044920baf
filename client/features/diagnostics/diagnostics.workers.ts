/**
 * The screen-log watchers, loaded apart from the entry once the first page is idle (diagnostics.sagas.ts starts
 * them with the refusals that came before): a log of the page region is taken when something goes wrong (a client
 * error, a refused or failed play, a refused share) and sent to the configured URL when online: at start (logs of
 * an earlier visit), after each capture, on `online` and when the page is shown again. A post that fails or gets
 * no answer while the page reads online is tried again after SEND_RETRY_DELAYS_MS; a new trigger starts the
 * round again. A page in an error loop takes at most MAX_CAPTURES_PER_PAGE logs.
 */
import { buffers, channel, eventChannel, type Channel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { ScreenLogReason } from '@shared/protocol/diagnostics-api';
import { fromErrorEvent, fromRejection, isIgnored, type CapturedError } from '../../platform/client-log/client-log.filter';
import { captureScreenLog, sendScreenLogs, type SendOutcome } from '../../platform/diagnostics/screen-log.send';
import { couponActions } from '../coupon/coupon.slice';

export const MAX_CAPTURES_PER_PAGE = 10;
/** Waits before each new try of a send that failed while online; after the last, the logs wait for a trigger. */
export const SEND_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 120_000] as const;

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

type Trigger = 'error' | 'send';

const windowTriggers = (): EventChannel<Trigger> =>
  eventChannel<Trigger>((emit) => {
    const seen = (e: CapturedError) => {
      if (!isIgnored(e)) emit('error');
    };
    const onError = (e: ErrorEvent) => seen(fromErrorEvent(e));
    const onRejection = (e: PromiseRejectionEvent) => seen(fromRejection(e));
    const onOnline = () => emit('send');
    const onShown = () => {
      if (document.visibilityState === 'visible') emit('send');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onShown);
    };
  });

/** A send worth trying again by itself: the collector failed, or no answer came although the page reads online. */
const worthRetry = (o: SendOutcome): boolean => o === 'failed' || (o === 'offline' && navigator.onLine !== false);

function* sendWithRetries(): SagaIterator {
  for (const wait of [...SEND_RETRY_DELAYS_MS, null]) {
    const outcome: SendOutcome = yield call(sendScreenLogs);
    if (wait === null || !worthRetry(outcome)) return;
    yield delay(wait);
  }
}

export function* runScreenLogs(refusals: Channel<Action>): SagaIterator {
  // Every reason to send goes through one sender: a newer one replaces a round waiting to try again.
  const sends: Channel<true> = yield call(channel, buffers.sliding<true>(1));
  yield takeLatest(sends, sendWithRetries);
  let captures = 0;
  function* capture(reason: ScreenLogReason): SagaIterator {
    if (captures >= MAX_CAPTURES_PER_PAGE) return;
    captures += 1;
    const stored: boolean = yield call(captureScreenLog, reason, regionOf(REGIONS[reason]));
    if (stored) yield put(sends, true);
  }
  yield fork(function* onRefusals(): SagaIterator {
    for (;;) {
      const a: Action = yield take(refusals);
      yield fork(capture, couponActions.playRefused.match(a) ? 'play-failed' : 'share-refused');
    }
  });
  const triggers: EventChannel<Trigger> = yield call(windowTriggers);
  yield takeEvery(triggers, function* onWindow(t: Trigger): SagaIterator {
    if (t === 'send') yield put(sends, true);
    else yield call(capture, 'client-error');
  });
  // Logs an earlier visit could not send.
  yield put(sends, true);
}
