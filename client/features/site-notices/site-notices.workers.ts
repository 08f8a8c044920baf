/**
 * Cookie bar: closing it writes the one-year cookie and, for a member, tells the server (SetMemberExtendedInfo).
 * Membership cancellation: once per logged-in member and page load, a pending request opens the popup offering
 * to withdraw it; the withdraw call answering Result true shows the leave popup. The account page's request asks
 * for confirmation first. The workers of site-notices.sagas.ts, loaded on first use.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import type { MemberInfo } from '@shared/protocol/api';
import type { CancellationAnswer, CancellationStatusAnswer, CookieBarAnswer } from '@shared/protocol/contract-api';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions, selectMember } from '../auth/auth.slice';
import { confirmDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { fetchCancellationStatus, postCancellationRequest, postCancellationWithdraw, postCookieBarClosed } from './site-notices.api';
import { siteNoticesActions } from './site-notices.slice';

export const CANCEL_REQUEST_QUESTION = 'Üyeliğinizi iptal etmek istediğinize emin misiniz?';

/** After the cookie is written (site-notices.sagas.ts, at once): a member's closing is told to the server too. */
export function* tellCookieBarClosed(): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) return;
  const r: ApiResult<CookieBarAnswer> = yield call(postCookieBarClosed);
  if (r.ok && r.data) yield put(authActions.memberLoaded({ ...member, CookieBarSignId: r.data.CookieBarSignId }));
}

export function* checkCancellation(): SagaIterator {
  const r: ApiResult<CancellationStatusAnswer> = yield call(fetchCancellationStatus);
  if (r.ok && r.data?.Pending) yield put(siteNoticesActions.cancellationFound());
}

export function* withdrawCancellation(): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) {
    yield put(siteNoticesActions.cancellationWithdrawFinished());
    return;
  }
  const r: ApiResult<CancellationAnswer> = yield call(postCancellationWithdraw, member.Id);
  yield put(siteNoticesActions.cancellationWithdrawFinished());
  if (r.ok && r.data?.Result === true) yield call(showMessage, CANCELLATION_MESSAGES.withdrawn, MESSAGE_TYPE.ok);
  else if (r.ok) yield call(showMessage, CANCELLATION_MESSAGES.noPending, MESSAGE_TYPE.warning);
  else yield call(showMessage, MESSAGES.technicalError, MESSAGE_TYPE.error);
}

export function* requestCancellation(): SagaIterator {
  const ok: boolean = yield call(confirmDialog, CANCEL_REQUEST_QUESTION);
  if (!ok) return;
  const r: ApiResult<CancellationAnswer> = yield call(postCancellationRequest);
  if (r.ok && r.data?.Result) {
    // The offer to withdraw it comes with the next page load (checkCancellation).
    yield call(showMessage, CANCELLATION_MESSAGES.requested, MESSAGE_TYPE.ok);
  } else {
    yield call(showMessage, r.error?.Message ?? MESSAGES.technicalError, MESSAGE_TYPE.warning);
  }
}
