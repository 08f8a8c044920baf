/**
 * A call answered 'NOTAUTHORIZED' in its body (naming a coupon, saving or sharing one): the session is gone. The
 * member is logged out (auth's saga takes logoutRequested) and asked for a login. Sagas `yield call(notAuthorized)`.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { authActions } from '../../features/auth/auth.slice';
import { showMessage } from '../dialogs/dialogs.sagas';

export function* notAuthorized(): SagaIterator {
  yield put(authActions.logoutRequested());
  yield call(showMessage, MESSAGES.notLoggedIn, MESSAGE_TYPE.warning);
}
