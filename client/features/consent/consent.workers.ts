/**
 * Personal-data consent (spec sections 4, 5, 8): the consent popup opens for a member who has not consented (once
 * per browser session) or when asked; a visitor is asked to log in first. Proceeding saves the consent; the server
 * may ask for a contract update or a password change first. The consent-cancel popup saves it as refused. The
 * account page loads and saves the contact permissions. The workers of consent.sagas.ts, loaded on first use.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { POPUP_PAGES } from '@shared/constants/contract';
import { CONSENT_MESSAGES } from '@shared/errors/consent-messages';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import type { MemberInfo } from '@shared/protocol/api';
import { CONSENT_SUCCESS, type ConsentAnswer, type ContactPermissions, type MemberApiAnswer } from '@shared/protocol/contract-api';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions, selectMember } from '../auth/auth.slice';
import { confirmDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { dialogsActions, selectDialogStack, type Dialog } from '../../platform/dialogs/dialogs.slice';
import { readCurrentPath } from '../../platform/session/navigation.effects';
import { fetchContactPermissions, postConsent, postContactPermissions, postKvkPopupLog } from './consent.api';
import { consentActions, selectConsent, type ConsentState } from './consent.slice';

const SHOWN_KEY = 'iddaa.kvkPopupShown';
const shownThisSession = (): boolean => {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
};
const markShown = (): void => {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // no sessionStorage: the popup may show again on the next page load
  }
};

function* patchMember(fields: Pick<MemberInfo, 'KvkAllowed' | 'AllowContact'>): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (member) yield put(authActions.memberLoaded({ ...member, ...fields }));
}

export function* requestPopup({ payload }: ReturnType<typeof consentActions.popupRequested>): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) {
    yield put(authActions.loginRequired({ action: consentActions.popupRequested(payload) }));
    return;
  }
  yield call(markShown);
  // A background call's KvkRequired may have shown its error popup first; the consent popup asks the same thing.
  const stack: Dialog[] = yield select(selectDialogStack);
  for (const d of stack) if (d.message === ACCOUNT_MESSAGES.kvkRequired) yield put(dialogsActions.closed({ id: d.id }));
  yield put(consentActions.popupOpened(payload));
  yield call(postKvkPopupLog, payload.popupPage);
}

export function* offerToMember({ payload }: ReturnType<typeof authActions.memberLoaded>): SagaIterator {
  const { popupOpen }: ConsentState = yield select(selectConsent);
  if (payload.KvkAllowed || popupOpen || shownThisSession()) return;
  yield put(consentActions.popupRequested({ popupPage: POPUP_PAGES.consentPopup }));
}

export function* submitConsent({ payload }: ReturnType<typeof consentActions.consentSubmitted>): SagaIterator {
  const { popupPage }: ConsentState = yield select(selectConsent);
  const r: ApiResult<ConsentAnswer> = yield call(postConsent, { allowContact: payload.allowContact, personalDataProtection: true, popupPage });
  if (r.ok && r.data?.Message === CONSENT_SUCCESS) {
    yield put(consentActions.consentSaved());
    yield call(patchMember, { KvkAllowed: true, AllowContact: payload.allowContact });
  } else if (r.ok && r.data?.RedirectUrl) {
    const here: string = yield call(readCurrentPath);
    const url = `${r.data.RedirectUrl}?R=${encodeURIComponent(here)}`;
    yield put(consentActions.prerequisiteAsked({ message: r.data.Message, url }));
  } else {
    yield put(consentActions.consentFailed(MESSAGES.consentSaveFailed));
  }
}

export function* cancelConsent(): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) {
    yield put(authActions.loginRequired({ action: consentActions.cancelRequested() }));
    return;
  }
  const ok: boolean = yield call(confirmDialog, CONSENT_MESSAGES.cancelQuestion, CONSENT_MESSAGES.cancelTitle);
  if (!ok) return;
  const r: ApiResult<ConsentAnswer> = yield call(postConsent, { allowContact: false, personalDataProtection: false, popupPage: POPUP_PAGES.consentCancel });
  if (r.ok && r.data?.Message === CONSENT_SUCCESS) {
    yield call(markShown);
    yield call(patchMember, { KvkAllowed: false, AllowContact: false });
    yield call(showMessage, CONSENT_MESSAGES.cancelled, MESSAGE_TYPE.ok);
  } else {
    yield call(showMessage, MESSAGES.consentSaveFailed, MESSAGE_TYPE.error);
  }
}

export function* loadPermissions(): SagaIterator {
  const r: ApiResult<MemberApiAnswer<ContactPermissions>> = yield call(fetchContactPermissions);
  if (r.ok && r.data && !r.data.isFault && r.data.d) yield put(consentActions.permissionsLoaded(r.data.d));
  else yield put(consentActions.permissionsFailed(MESSAGES.consentSaveFailed));
}

export function* savePermissions({ payload }: ReturnType<typeof consentActions.permissionsSaveRequested>): SagaIterator {
  const r: ApiResult<MemberApiAnswer<ContactPermissions>> = yield call(postContactPermissions, payload);
  if (r.ok && r.data && !r.data.isFault && r.data.d) yield put(consentActions.permissionsSaved({ permissions: r.data.d, message: CONSENT_MESSAGES.permissionsSaved }));
  else yield put(consentActions.permissionsFailed(MESSAGES.consentSaveFailed));
}
