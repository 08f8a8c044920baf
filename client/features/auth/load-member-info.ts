/** The member info call: a logged-in answer loads the member, anything else confirms a visitor. */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { MemberInfoAnswer } from '@shared/protocol/api';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchMemberInfo } from '../../platform/api/member-info.api';
import { authActions } from './auth.slice';

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
