/**
 * Contact verification's workers (spec sections 4, 7 and 8), loaded on first use:
 * - forced verification (an answer asked for it on a page that allows it): type 1 opens the phone popup, 99 the info
 *   popup, any other the e-mail popup; never over a popup already open;
 * - opening a popup loads the contact record and reports it noticed (UpdateContactVerification isNoticed);
 * - send: the daily-limit check first (at the limit the popup closes for the limit popup, or for 'send again' the
 *   message shows inline), then the send; success reports activationCodeSent and starts the countdown from the
 *   server's expiry; 'fail' shows the message under the field; a failed request only removes the page block;
 * - check: a wrong code shows the server's message under the field, unblocks and pushes an analytics error event;
 *   a right one closes the popup and shows the result popup;
 * - the info popup: confirming opens the phone popup, closing reports type 99 closed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { LIMITS, VERIFICATION_TYPES } from '@shared/constants/business';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { CONTACT_VERIFICATION_MESSAGES as M, CONTACT_VERIFICATION_TEXTS as T } from '@shared/errors/contact-verification-messages';
import type { MemberInfo } from '@shared/protocol/api';
import type { CheckPhoneCodeAnswer, ContactVerificationRecord, MaxTryAnswer, SendCodeAnswer } from '@shared/protocol/contact-verification-api';
import { formatPhone, normalizeEmail, normalizePhone } from '@shared/format/contact';
import { rootReducer } from '../../app/store';
import type { ApiResult } from '../../platform/api/api-client';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import type { interceptorActions } from '../../platform/interceptor/interceptor.slice';
import { selectContactVerificationEnabled } from '../../platform/interceptor/interceptor.slice';
import { authActions, selectAuthStatus, selectMember, type AuthStatus } from '../auth/auth.slice';
import {
  fetchContactVerification,
  postCheckEmailCode,
  postCheckPhoneCode,
  postEmailMaxTry,
  postPhoneMaxTry,
  postSendEmailCode,
  postSendPhoneCode,
  postVerificationUpdate,
} from './contact-verification.api';
import {
  contactVerificationActions as A,
  contactVerificationSlice,
  selectContactVerification,
  type ContactKind,
  type ContactVerificationState,
} from './contact-verification.slice';

// The slice loads with these workers, before any of them puts an action it reduces.
rootReducer.inject(contactVerificationSlice);

export { runCountdown } from './countdown';

export const ANALYTICS_EVENT = 'contactVerificationError';

/** The analytics error event of a failed check, for whatever tag manager reads window.dataLayer. */
export const pushVerificationError = (kind: ContactKind, message: string): void => {
  const w = window as Window & { dataLayer?: object[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ event: ANALYTICS_EVENT, contactType: kind, message });
};

const clock = (): number => Date.now();
const typeOf = (kind: ContactKind): string => String(kind === 'phone' ? VERIFICATION_TYPES.phone : VERIFICATION_TYPES.email);
const openKind = (s: ContactVerificationState): ContactKind | null => (s.popup === 'phone' || s.popup === 'email' ? s.popup : null);
const sentValue = (kind: ContactKind, contact: string): string => (kind === 'phone' ? normalizePhone(contact) : contact.trim());

export function* openForced({ payload }: ReturnType<typeof interceptorActions.contactVerificationRequired>): SagaIterator {
  const s: ContactVerificationState = yield select(selectContactVerification);
  if (s.popup !== 'none') return;
  const type = payload.type === VERIFICATION_TYPES.phone || payload.type === VERIFICATION_TYPES.phoneInfo ? payload.type : VERIFICATION_TYPES.email;
  yield put(A.openRequested({ type }));
}

/** On a page that allows it, asks the server whether the member must verify: its answer may be the forced one. */
export function* askServer(): SagaIterator {
  const enabled: boolean = yield select(selectContactVerificationEnabled);
  const status: AuthStatus = yield select(selectAuthStatus);
  const s: ContactVerificationState = yield select(selectContactVerification);
  if (!enabled || status !== 'member' || s.popup !== 'none') return;
  const r: ApiResult<ContactVerificationRecord> = yield call(fetchContactVerification);
  if (r.ok && r.data) yield put(A.recordLoaded(r.data));
}

export function* loadRecord(): SagaIterator {
  const r: ApiResult<ContactVerificationRecord> = yield call(fetchContactVerification);
  yield put(r.ok && r.data ? A.recordLoaded(r.data) : A.recordFailed());
}

export function* openPopup({ payload }: ReturnType<typeof A.openRequested>): SagaIterator {
  if (payload.type === VERIFICATION_TYPES.phoneInfo) {
    yield put(A.popupShown('info'));
    return;
  }
  const kind: ContactKind = payload.type === VERIFICATION_TYPES.phone ? 'phone' : 'email';
  yield put(A.popupShown(kind));
  const r: ApiResult<ContactVerificationRecord> = yield call(fetchContactVerification);
  if (!r.ok || !r.data) {
    yield put(A.closed());
    if (r.status !== 401) yield call(showMessage, T.requestFailed, MESSAGE_TYPE.error);
    return;
  }
  yield put(A.recordLoaded(r.data));
  const phone = r.data.MobilePhone ? formatPhone(r.data.MobilePhone) : '';
  yield put(A.popupReady(kind === 'phone' ? { verified: r.data.MobilePhoneVerified, contact: phone } : { verified: r.data.EmailVerified, contact: r.data.Email ?? '' }));
  yield call(postVerificationUpdate, { type: typeOf(kind), isNoticed: true });
}

export function* sendCode({ payload }: ReturnType<typeof A.sendRequested>): SagaIterator {
  const s: ContactVerificationState = yield select(selectContactVerification);
  const kind = openKind(s);
  if (!kind) {
    yield put(A.sendAborted());
    return;
  }
  const value = sentValue(kind, s.contact);
  const max: ApiResult<MaxTryAnswer> = yield call(kind === 'phone' ? postPhoneMaxTry : postEmailMaxTry, value);
  if (!max.ok || !max.data) {
    yield put(A.sendAborted());
    return;
  }
  if (!max.data.Result) {
    if (payload.resend) yield put(A.dailyLimitInline(kind === 'phone' ? M.dailyLimitPhone : M.dailyLimitEmail));
    else yield put(A.dailyLimitReached(kind));
    return;
  }
  const r: ApiResult<SendCodeAnswer> = yield call(kind === 'phone' ? postSendPhoneCode : postSendEmailCode, value);
  if (!r.ok || !r.data) {
    yield put(A.sendAborted());
    return;
  }
  if (r.data.Result !== 'successful') {
    yield put(A.sendFailed(r.data.Message));
    return;
  }
  const given = (r.data.ExpiresAt ?? 0) - (r.data.ServerNow ?? 0);
  const remainingMs = given > 0 ? given : LIMITS.activationCountdownMs;
  const now: number = yield call(clock);
  yield put(A.codeSent({ deadline: now + remainingMs, remainingMs }));
  yield call(postVerificationUpdate, { type: typeOf(kind), activationCodeSent: true });
}

function* patchMember(kind: ContactKind): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (member) yield put(authActions.memberLoaded({ ...member, ...(kind === 'phone' ? { MobilePhoneVerified: true } : { EmailVerified: true }) }));
}

export function* checkCode({ payload }: ReturnType<typeof A.checkRequested>): SagaIterator {
  const s: ContactVerificationState = yield select(selectContactVerification);
  const kind = openKind(s);
  if (!kind) return;
  const value = sentValue(kind, s.contact);
  const r: ApiResult<CheckPhoneCodeAnswer | { IsActivated: boolean; Message: string }> = yield call(
    kind === 'phone' ? postCheckPhoneCode : postCheckEmailCode,
    value,
    payload.code,
  );
  if (!r.ok || !r.data || !r.data.IsActivated) {
    const message = r.data?.Message || T.requestFailed;
    yield put(A.checkFailed(message));
    yield call(pushVerificationError, kind, message);
    return;
  }
  yield put(A.verified({ kind, contact: kind === 'phone' ? value : normalizeEmail(value) }));
  yield call(patchMember, kind);
  yield call(showMessage, r.data.Message, MESSAGE_TYPE.ok);
}

export function* confirmInfo(): SagaIterator {
  yield put(A.openRequested({ type: VERIFICATION_TYPES.phone }));
}

export function* reportInfoClosed(): SagaIterator {
  yield call(postVerificationUpdate, { type: String(VERIFICATION_TYPES.phoneInfo), isClosed: true });
}
