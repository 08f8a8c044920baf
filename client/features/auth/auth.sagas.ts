/**
 * Auth: member info on start, then login as take -> fork -> take(logout) -> cancel. Login requests queue in an
 * action channel from the start, so a form submitted before the member-info answer is not lost.
 * After a login (spec section 4): sign-up and forgot-password pages go home, contact-us goes to the message page;
 * otherwise the pending protected action is re-fired, or the login page's RedirectUrl is followed (default home).
 * A login answer carrying a RedirectUrl (a member in a forced state) goes there first, with R= the place the
 * member was going to. All three forms (header, login page, campaign page) and the login dialog end here.
 * A visitor's protected action opens the login dialog (`requireLogin`); closing the dialog drops the action.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { LOGIN_PAGES, ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { LOGIN_CODES, MESSAGES, loginMessage } from '@shared/errors/catalogue';
import type { LoginAnswer, MemberInfoAnswer } from '@shared/protocol/api';
import { setAntiForgeryToken, type ApiResult } from '../../platform/api/api-client';
import { awaitDialog, openDialog } from '../../platform/dialogs/dialogs.sagas';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { navigate, readCurrentPath } from '../../platform/session/navigation.effects';
import { fetchMemberInfo } from '../../platform/api/member-info.api';
import { fetchAntiForgeryToken, postLogin, postLogout, type LogoutAnswer } from './auth.api';
import { authActions, selectAuthStatus, selectPendingAction, type AuthStatus, type LoginIntent } from './auth.slice';
import { loginFailureOf } from './login-failure';
import { forcedPathAfterLogin, loginAnswerRedirect, withReturnAddress } from './login-redirect';

/** Loads the member info; true when a member is logged in. */
export function* loadMemberInfo(): SagaIterator<boolean> {
  const r: ApiResult<MemberInfoAnswer | null> = yield call(fetchMemberInfo);
  const info = r.ok ? r.data : null;
  if (info && info.IsLogin === true) {
    yield put(authActions.memberLoaded(info));
    return true;
  }
  yield put(authActions.visitorConfirmed());
  return false;
}

function* afterLogin(intent: LoginIntent, answerRedirect: string | null = null): SagaIterator {
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

type LoginAction = ReturnType<typeof authActions.loginRequested>;

function* authFlow(): SagaIterator {
  const logins = yield actionChannel(authActions.loginRequested.type);
  yield call(loadMemberInfo);
  for (;;) {
    const status: AuthStatus = yield select(selectAuthStatus);
    if (status === 'member') {
      const { again, end }: { again?: LoginAction; end?: Action } = yield race({
        again: take(logins),
        end: take([authActions.logoutRequested.type, authActions.sessionEnded.type]),
      });
      if (again) {
        // Already logged in (e.g. a form submitted twice): finish as a login would.
        yield put(authActions.loginSucceeded());
        yield call(afterLogin, again.payload);
      } else if (end && authActions.logoutRequested.match(end)) {
        yield call(logout);
      }
      continue;
    }
    const { payload }: LoginAction = yield take(logins);
    const task: Task = yield fork(login, payload);
    const outcome: Action = yield take([
      authActions.loginSucceeded.type,
      authActions.loginFailed.type,
      authActions.logoutRequested.type,
    ]);
    if (authActions.logoutRequested.match(outcome)) {
      yield cancel(task);
      yield call(logout);
    }
  }
}

/** A visitor tried a protected action: the login dialog; a login closes it, closing it drops the action. */
function* requireLogin(): SagaIterator {
  const id: string = yield call(openDialog, { kind: 'login', message: MESSAGES.notLoggedIn });
  const { loggedIn } = yield race({
    loggedIn: take(authActions.loginSucceeded.type),
    answer: call(awaitDialog, id),
  });
  if (loggedIn) {
    yield put(dialogsActions.closed({ id }));
    return;
  }
  yield put(authActions.pendingActionCleared());
  yield put(authActions.loginFormReset());
}

export function* authSaga(): SagaIterator {
  yield fork(authFlow);
  yield takeLeading(authActions.loginRequired.type, requireLogin);
}
