/**
 * Membership forms: each request is sent once at a time (takeLeading). A sign-up is followed by a login with the
 * same credentials through the one login saga (which sends the new member home from the sign-up page). A code
 * request moves forgot password to its reset step; a sent message reloads the thread.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { MESSAGES } from '@shared/errors/catalogue';
import type { MemberMessagesAnswer, MembershipAnswer, RegisterAnswer } from '@shared/protocol/membership-api';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions } from '../auth/auth.slice';
import {
  fetchMemberMessages,
  postContactUs,
  postForgotPassword,
  postMemberMessage,
  postRegister,
  postResetPassword,
} from './membership.api';
import { membershipActions, type MembershipForm } from './membership.slice';

/** The message of a refused call: the server's Turkish text, or the network/technical one. */
export const failureMessage = (r: ApiResult<unknown>): string => {
  if (r.status === 0) return MESSAGES.networkError;
  return r.error?.Message || MESSAGES.technicalError;
};

function* answered(form: MembershipForm, r: ApiResult<MembershipAnswer | RegisterAnswer>): SagaIterator<boolean> {
  if (r.ok && r.data?.IsSuccess) {
    yield put(membershipActions.formSucceeded({ form, message: r.data.Message }));
    return true;
  }
  yield put(membershipActions.formFailed({ form, message: failureMessage(r) }));
  return false;
}

function* signup({ payload }: ReturnType<typeof membershipActions.signupRequested>): SagaIterator {
  const r: ApiResult<RegisterAnswer> = yield call(postRegister, payload);
  if (!(yield call(answered, 'signup', r))) return;
  yield put(authActions.loginRequested({ username: payload.username, password: payload.password, origin: 'page' }));
}

function* forgot({ payload }: ReturnType<typeof membershipActions.forgotRequested>): SagaIterator {
  const r: ApiResult<MembershipAnswer> = yield call(postForgotPassword, payload);
  if (yield call(answered, 'forgot', r)) yield put(membershipActions.codeSent(payload));
}

function* reset({ payload }: ReturnType<typeof membershipActions.resetRequested>): SagaIterator {
  const r: ApiResult<MembershipAnswer> = yield call(postResetPassword, payload);
  yield call(answered, 'reset', r);
}

function* contact({ payload }: ReturnType<typeof membershipActions.contactRequested>): SagaIterator {
  const r: ApiResult<MembershipAnswer> = yield call(postContactUs, payload);
  yield call(answered, 'contact', r);
}

function* loadThread(): SagaIterator {
  const r: ApiResult<MemberMessagesAnswer> = yield call(fetchMemberMessages);
  if (r.ok && r.data) yield put(membershipActions.threadLoaded(r.data.Messages));
}

function* message({ payload }: ReturnType<typeof membershipActions.messageRequested>): SagaIterator {
  const r: ApiResult<MembershipAnswer> = yield call(postMemberMessage, payload);
  if (yield call(answered, 'message', r)) yield call(loadThread);
}

export function* membershipSaga(): SagaIterator {
  yield takeLeading(membershipActions.signupRequested.type, signup);
  yield takeLeading(membershipActions.forgotRequested.type, forgot);
  yield takeLeading(membershipActions.resetRequested.type, reset);
  yield takeLeading(membershipActions.contactRequested.type, contact);
  yield takeLeading(membershipActions.messageRequested.type, message);
  yield takeLeading(membershipActions.threadRequested.type, loadThread);
}
