/**
 * The password change: send it; on success the session has rotated (the answer's token replaces the page's) and
 * the member goes on to the page's R. A refusal shows the server's Turkish message.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { MemberInfo } from '@shared/protocol/api';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import type { ChangePasswordAnswer } from '@shared/protocol/security-api';
import { setAntiForgeryToken, type ApiResult } from '../../platform/api/api-client';
import { authActions, selectMember } from '../auth/auth.slice';
import { navigate } from '../../platform/session/navigation.effects';
import { postChangePassword } from './security.api';
import { securityActions } from './security.slice';

export function* changePassword({ payload }: ReturnType<typeof securityActions.changeRequested>): SagaIterator {
  const { returnTo, ...body } = payload;
  const r: ApiResult<ChangePasswordAnswer> = yield call(postChangePassword, body);
  const answer = r.data;
  if (!r.ok || !answer || !answer.IsSuccess) {
    yield put(securityActions.changeFailed(answer?.Message ?? r.error?.Message ?? REQUEST_ERRORS.INTERNAL));
    return;
  }
  yield call(setAntiForgeryToken, answer.Token);
  const member: MemberInfo | null = yield select(selectMember);
  if (member) yield put(authActions.memberLoaded({ ...member, IsPasswordChanged: true }));
  yield put(securityActions.changeSucceeded());
  yield call(navigate, returnTo, { replace: true });
}

export function* securitySaga(): SagaIterator {
  yield takeLeading(securityActions.changeRequested.type, changePassword);
}
