/**
 * Contract: the current contract is loaded for the signing page and, once a member is known, for the update bar.
 * Signing (the contract page) and accepting (the update bar) update the member's signed contract; signing then
 * goes to the return address the server answered. The workers of contract.sagas.ts, loaded on first use.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import type { MemberInfo } from '@shared/protocol/api';
import type { AcceptContractAnswer, ContractSignAnswer, CurrentContractAnswer } from '@shared/protocol/contract-api';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions, selectMember } from '../auth/auth.slice';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { navigate } from '../../platform/session/navigation.effects';
import { fetchCurrentContract, postAcceptContract, postContractSign } from './contract.api';
import { contractActions, selectContract, type ContractState } from './contract.slice';

const HTTP_CONFLICT = 409;

export function* loadCurrent(): SagaIterator {
  const r: ApiResult<CurrentContractAnswer> = yield call(fetchCurrentContract);
  if (r.ok && r.data) yield put(contractActions.currentLoaded({ contract: r.data.Contract, kvkText: r.data.KvkText }));
  else yield put(contractActions.currentFailed());
}

/** The member now has `signedId` signed (and the consents ticked with it). */
function* memberSigned(signedId: number, consents: Partial<Pick<MemberInfo, 'KvkAllowed' | 'AllowContact'>> = {}): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) return;
  const list = member.ContractList.includes(signedId) ? member.ContractList : [...member.ContractList, signedId];
  yield put(authActions.memberLoaded({ ...member, ...consents, SignedContractId: Math.max(member.SignedContractId, signedId), ContractList: list }));
}

export function* sign({ payload }: ReturnType<typeof contractActions.signRequested>): SagaIterator {
  const r: ApiResult<ContractSignAnswer> = yield call(postContractSign, payload);
  if (!r.ok || !r.data) {
    yield put(contractActions.signFailed(r.error?.Message ?? REQUEST_ERRORS.INTERNAL));
    // An older text was on the page: load the current one to sign.
    if (r.status === HTTP_CONFLICT) yield call(loadCurrent);
    return;
  }
  yield put(contractActions.signSucceeded());
  const consents: Partial<MemberInfo> = {};
  if (payload.checkKVK) consents.KvkAllowed = true;
  if (payload.checkSPD) consents.AllowContact = true;
  yield call(memberSigned, payload.hdnCid, consents);
  yield call(navigate, r.data.Url, { replace: true });
}

export function* accept(): SagaIterator {
  const { current }: ContractState = yield select(selectContract);
  if (!current) {
    yield put(contractActions.acceptFinished());
    return;
  }
  const r: ApiResult<AcceptContractAnswer> = yield call(postAcceptContract, current.Id);
  yield put(contractActions.acceptFinished());
  if (r.ok && r.data) yield call(memberSigned, r.data.SignedContractId);
  else yield call(showMessage, r.error?.Message ?? REQUEST_ERRORS.INTERNAL, MESSAGE_TYPE.error);
}
