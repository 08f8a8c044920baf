/**
 * Auth: member info on start, then login as take -> fork -> take(logout) -> cancel. Login requests queue in an
 * action channel from the start, so a form submitted before the member-info answer is not lost.
 * After a login (spec section 4): sign-up and forgot-password pages go home, contact-us goes to the message page;
 * otherwise the pending protected action is re-fired, or the login page's RedirectUrl is followed (default home).
 * A login answer carrying a RedirectUrl (a member in a forced state) goes there first, with R= the place the
 * member was going to. All three forms (header, login page, campaign page) and the login dialog end here.
 * A visitor's protected action opens the login dialog (`requireLogin`); closing the dialog drops the action.
 * The login itself, what follows it and the logout run in auth.workers.ts, loaded apart from the entry.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { MESSAGES } from '@shared/errors/catalogue';
import { awaitDialog, openDialog } from '../../platform/dialogs/dialogs.sagas';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { authActions, selectAuthStatus, type AuthStatus } from './auth.slice';
import { lazyWorkers } from '../../platform/lazy-worker';
import { loadMemberInfo } from './load-member-info';

const worker = lazyWorkers(() => import('./auth.workers'));

/** The login's code could not load: the login fails with the reload message, so the flow waits for no answer. */
function* loginCodeMissing(): SagaIterator {
  yield put(authActions.loginFailed({ code: null, message: MESSAGES.codeLoadFailed, resetLink: null }));
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
        yield call(worker('afterLogin'), again.payload);
      } else if (end && authActions.logoutRequested.match(end)) {
        yield call(worker('logout'));
      }
      continue;
    }
    const { payload }: LoginAction = yield take(logins);
    const task: Task = yield fork(worker('login', loginCodeMissing), payload);
    const outcome: Action = yield take([
      authActions.loginSucceeded.type,
      authActions.loginFailed.type,
      authActions.logoutRequested.type,
    ]);
    if (authActions.logoutRequested.match(outcome)) {
      yield cancel(task);
      yield call(worker('logout'));
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
