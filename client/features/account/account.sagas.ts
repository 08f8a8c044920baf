/** The Hesap Bilgilerim page's saga: loads the member's names and numbers when the page asks. */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { AccountInfo } from '@shared/protocol/account-api';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchAccountInfo } from './account.api';
import { accountActions } from './account.slice';

export function* loadAccountInfo(): SagaIterator {
  const r: ApiResult<AccountInfo> = yield call(fetchAccountInfo);
  yield put(r.ok && r.data ? accountActions.infoLoaded(r.data) : accountActions.infoFailed());
}

export function* accountSaga(): SagaIterator {
  yield takeLatest(accountActions.infoRequested.type, loadAccountInfo);
}
