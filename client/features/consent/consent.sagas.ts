/** Consent's root saga: which action starts which worker (consent.workers.ts, loaded when first needed). */
import type { SagaIterator } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyWorkers } from '../../platform/lazy-worker';
import { authActions } from '../auth/auth.slice';
import { consentActions } from './consent.slice';

const worker = lazyWorkers(() => import('./consent.workers'));

/** A member who has consented needs nothing from the workers: their code is not even loaded. */
const memberWithoutConsent = (a: unknown): boolean => authActions.memberLoaded.match(a) && !a.payload.KvkAllowed;

export function* consentSaga(): SagaIterator {
  yield takeLeading(consentActions.popupRequested.type, worker('requestPopup'));
  yield takeEvery(memberWithoutConsent, worker('offerToMember'));
  yield takeLeading(consentActions.consentSubmitted.type, worker('submitConsent'));
  yield takeLeading(consentActions.cancelRequested.type, worker('cancelConsent'));
  yield takeLatest(consentActions.permissionsRequested.type, worker('loadPermissions'));
  yield takeLeading(consentActions.permissionsSaveRequested.type, worker('savePermissions'));
}
