/**
 * The workers of auth.sagas.ts, loaded apart from the entry: the login call, what follows a login (spec section 4:
 * sign-up and forgot-password pages go home, contact-us goes to the message page; otherwise the pending protected
 * action is re-fired, or the login page's RedirectUrl is followed, default home; a login answer carrying a
 * RedirectUrl, a member in a forced state, goes there first with R= the place the member was going to), and logout.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { LOGIN_PAGES, ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { LOGIN_CODES, loginMessage } from '@shared/errors/login-messages';
import type { LoginAnswer } from '@shared/protocol/api';
import { setAntiForgeryToken, type ApiResult } from '../../platform/api/api-client';
import { navigate, readCurrentPath } from '../../platform/session/navigation.effects';
import { fetchAntiForgeryToken, postLogin, postLogout, type LogoutAnswer } from './auth.api';
import { authActions, selectPendingAction, type LoginIntent } from './auth.slice';
import { loginFailureOf } from './login-failure';
import { forcedPathAfterLogin, loginAnswerRedirect, withReturnAddress } from './login-redirect';

import { loadMemberInfo } from './load-member-info';

export function* afterLogin(intent: LoginIntent, answerRedirect: string | null = null): SagaIterator {
  const here: string = yield call(readCurrentPath);
  if (answerRedirect) {
    yield put(authActions.pendingActionCleared());
    const back = intent.origin === 'page' ? safeReturnPath(intent.redirectUrl, ROUTES.home, LOGIN_PAGES) : here;
    yield call(navigate, withReturnAddress(answerRedirect, back), { replace: intent.origin === 'page' });
    return;
  }
  const forced = forcedPathAfterLogin(new URL(here, window.location.origin).pathname);
  if (forced) {
    yield put(authActions.pendingActionCleared());
    yield call(navigate, forced);
    return;
  }
  const pending: Action | null = yield select(selectPendingAction);
  if (pending) {
    yield put(authActions.pendingActionCleared());
    // The stored action is frozen state; saga needs a fresh object to dispatch.
    yield put({ ...pending });
    return;
  }
  if (intent.origin === 'page') yield call(navigate, safeReturnPath(intent.redirectUrl, ROUTES.home, LOGIN_PAGES), { replace: true });
}

export function* login(intent: LoginIntent): SagaIterator {
  const { username, password, securityCode } = intent;
  const r: ApiResult<LoginAnswer> = yield call(postLogin, securityCode ? { username, password, securityCode } : { username, password });
  if (!r.ok || !r.data?.IsSuccess) {
    yield put(authActions.loginFailed(loginFailureOf(r)));
    return;
  }
  // The session rotated: later POSTs need the new session's token.
  if (r.data.Token) yield call(setAntiForgeryToken, r.data.Token);
  const member: boolean = yield call(loadMemberInfo);
  if (!member) {
    yield put(authActions.loginFailed({ code: null, message: loginMessage(LOGIN_CODES.unexpected, ''), resetLink: null }));
    return;
  }
  yield put(authActions.loginSucceeded());
  yield call(afterLogin, intent, loginAnswerRedirect(r.data));
}

export function* logout(): SagaIterator {
  const r: ApiResult<LogoutAnswer> = yield call(postLogout);
  let token = r.data?.Token;
  if (!token) {
    const fresh: ApiResult<{ Token: string }> = yield call(fetchAntiForgeryToken);
    token = fresh.data?.Token;
  }
  if (token) yield call(setAntiForgeryToken, token);
  yield put(authActions.loggedOut());
}
