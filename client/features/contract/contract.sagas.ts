/**
 * Contract's root saga. The dismissed-contract cookie is read at start and written when the bar is closed (one
 * year); loading, signing and accepting run in contract.workers.ts, loaded when first needed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { COOKIES } from '@shared/constants/business';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { parseDismissedContract } from '@shared/rules/contract-notice';
import { readCookie } from '../../lib/cookies';
import { writeCookie } from '../../lib/write-cookie';
import { lazyWorkers } from '../../platform/lazy-worker';
import { authActions } from '../auth/auth.slice';
import { contractActions, selectContract, type ContractState } from './contract.slice';

const worker = lazyWorkers(() => import('./contract.workers'));

function* rememberDismissed({ payload }: ReturnType<typeof contractActions.noticeDismissed>) {
  yield call(writeCookie, NOTICE_COOKIES.dismissedContract, String(payload.signedId), COOKIES.dismissedContractMs);
}

/** A member is known: the update bar needs the current contract's id. */
function* loadForMember(): SagaIterator {
  const { status }: ContractState = yield select(selectContract);
  if (status === 'idle' || status === 'failed') yield put(contractActions.currentRequested());
}

export function* contractSaga(): SagaIterator {
  yield put(contractActions.dismissedRead(parseDismissedContract(readCookie(NOTICE_COOKIES.dismissedContract))));
  yield takeLatest(contractActions.currentRequested.type, worker('loadCurrent'));
  yield takeLeading(contractActions.signRequested.type, worker('sign'));
  yield takeLeading(contractActions.acceptRequested.type, worker('accept'));
  yield takeEvery(contractActions.noticeDismissed.type, rememberDismissed);
  yield takeEvery(authActions.memberLoaded.type, loadForMember);
}
