/**
 * Contact verification's root saga: which action starts which worker (contact-verification.workers.ts, loaded
 * when first needed, with the slice). Repeated send and check clicks are ignored while one runs (takeLeading); a
 * new code restarts the countdown (takeLatest). Only the action types are named here (a type import), so neither
 * the slice nor the workers weigh on the entry bundle.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyWorkers } from '../../platform/lazy-worker';
import { interceptorActions } from '../../platform/interceptor/interceptor.slice';
import { authActions } from '../auth/auth.slice';
import type { contactVerificationActions } from './contact-verification.slice';

const worker = lazyWorkers(() => import('./contact-verification.workers'));

/** The type of one of the slice's actions ('contactVerification/sendRequested'). */
const on = (name: keyof typeof contactVerificationActions): string => `contactVerification/${name}`;

/** A page that allows contact verification was shown, or a member arrived on it: ask the server. */
const askMoment = (a: unknown): boolean =>
  (interceptorActions.contactVerificationFlagSet.match(a) && a.payload) || authActions.memberLoaded.match(a);

export function* contactVerificationSaga(): SagaIterator {
  yield takeEvery(interceptorActions.contactVerificationRequired.type, worker('openForced'));
  yield takeLatest(askMoment, worker('askServer'));
  yield takeLatest(on('openRequested'), worker('openPopup'));
  yield takeLatest(on('recordRequested'), worker('loadRecord'));
  yield takeLeading(on('sendRequested'), worker('sendCode'));
  yield takeLeading(on('checkRequested'), worker('checkCode'));
  yield takeLatest(on('codeSent'), worker('runCountdown'));
  yield takeEvery(on('infoConfirmed'), worker('confirmInfo'));
  yield takeEvery(on('infoDismissed'), worker('reportInfoClosed'));
}
