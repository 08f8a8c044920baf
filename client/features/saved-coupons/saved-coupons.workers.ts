/**
 * Saving the panel's coupon unplayed (AjaxHandler action savecoupon with its name) and loading a saved one back:
 * its events are read afresh from the program (current names, odds and states) and the coupon panel takes it with
 * its bankers and system sizes; a selection no longer in the program is left out and said so. The list and the share
 * choices are a member's: a visitor pressing them gets the login dialog, and they open once the login succeeds.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import type { AjaxHandlerAnswer, AjaxHandlerRequest, SavedCouponAnswer, SavedCouponListAnswer } from '@shared/protocol/saved-coupons-api';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import type { PlaySelection } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { eventCodesOf, findInProgram, type ProgramSelection } from '@shared/rules/program-selections';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchEventDetails } from '../../platform/api/program.api';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { notAuthorized } from '../../platform/session/not-authorized.effects';
import { isOffline, queueSafeAction, SAFE_ACTION } from '../../platform/offline-queue/safe-actions';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { selectCouponCount, selectMisli, selectPlaySelections, selectSystemSizes } from '../coupon/coupon.selectors';
import { fetchSavedCoupon, fetchSavedCoupons, postAjaxHandler } from './saved-coupons.api';
import { savedCouponsActions as A, selectSavedCoupons, type SavedCouponsState } from './saved-coupons.slice';

export const SAVED_COUPON_TEXTS = { saved: 'Kuponunuz kaydedildi.' } as const;

/**
 * Whether a coupon action may go on: the coupon has picks (else the warning) and a member asks (a visitor gets the
 * login dialog, which asks for `retry` again after the login).
 */
function* couponActionAllowed(retry: Action): SagaIterator<boolean> {
  const count: number = yield select(selectCouponCount);
  if (count === 0) {
    yield call(showMessage, COUPON_ERRORS.EMPTY, MESSAGE_TYPE.warning);
    return false;
  }
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: retry }));
    return false;
  }
  return true;
}

export function* openSaveDialog(): SagaIterator {
  const allowed: boolean = yield call(couponActionAllowed, A.saveRequested());
  if (allowed) yield put(A.dialogOpened());
}

export function* saveCoupon({ payload }: ReturnType<typeof A.saveSubmitted>): SagaIterator {
  const selections: PlaySelection[] = yield select(selectPlaySelections);
  const misli: number = yield select(selectMisli);
  const systemSizes: number[] = yield select(selectSystemSizes);
  const request: AjaxHandlerRequest = { action: 'savecoupon', couponname: payload.name, coupon: { misli, systemSizes, selections } };
  // Offline the save waits in the offline queue (only then: a save that failed on the way may have reached the server).
  const offline: boolean = yield call(isOffline);
  if (offline) {
    const queued: boolean = yield call(queueSafeAction, SAFE_ACTION.savedCoupon, request);
    yield put(A.saveFinished({ ok: queued }));
    yield call(showMessage, queued ? OFFLINE_QUEUE_TEXTS.savedCouponQueued : MESSAGES.technicalError, queued ? MESSAGE_TYPE.information : MESSAGE_TYPE.error);
    return;
  }
  const r: ApiResult<AjaxHandlerAnswer> = yield call(postAjaxHandler, request);
  const message = r.data?.message;
  yield put(A.saveFinished({ ok: r.ok && message === CEM.success }));
  if (r.ok && message === CEM.success) {
    yield call(showMessage, SAVED_COUPON_TEXTS.saved, MESSAGE_TYPE.ok);
    return;
  }
  if (message === CEM.notAuthorized || r.status === 401) {
    yield put(A.dialogClosed());
    yield call(notAuthorized);
    return;
  }
  yield call(showMessage, r.ok && message ? message : MESSAGES.technicalError, MESSAGE_TYPE.error);
}

/** The saved coupons are the member's: a visitor gets the login dialog, and the list opens after the login. */
export function* openList(): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: A.listRequested() }));
    return;
  }
  yield put(A.listOpened());
  const r: ApiResult<SavedCouponListAnswer> = yield call(fetchSavedCoupons);
  const { listOpen }: SavedCouponsState = yield select(selectSavedCoupons);
  if (!listOpen) return;
  if (r.ok && r.data?.IsSuccess) yield put(A.listLoaded(r.data.Coupons));
  else yield put(A.listFailed());
}

/** Sharing needs a member (spec section 5): a visitor gets the login dialog, and the choices open after the login. */
export function* openShareMenu(): SagaIterator {
  const allowed: boolean = yield call(couponActionAllowed, A.shareMenuRequested());
  if (allowed) yield put(A.shareMenuOpened());
}

export function* loadSaved({ payload }: ReturnType<typeof A.loadRequested>): SagaIterator {
  const r: ApiResult<SavedCouponAnswer> = yield call(fetchSavedCoupon, payload);
  if (!r.ok || !r.data?.IsSuccess) {
    const refusal = r.data && !r.data.IsSuccess ? r.data.Message : r.error?.Message;
    yield call(showMessage, refusal || MESSAGES.technicalError, MESSAGE_TYPE.error);
    return;
  }
  const saved = r.data.Coupon;
  const snapshots: ProgramSnapshot[] = yield call(fetchEventDetails, eventCodesOf(saved.selections));
  const found: ProgramSelection[] = findInProgram(saved.selections, snapshots);
  yield put(couponActions.loadedFromProgram({ found, misli: saved.misli, systemSizes: saved.systemSizes }));
  if (found.length < saved.selections.length) yield call(showMessage, COUPON_ERRORS.UNKNOWN_SELECTION, MESSAGE_TYPE.warning);
  yield put(A.loaded({ id: saved.id }));
}
