/** Loads the profession list for the page; saves the choice and goes on to the page's R. */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import type { ProfessionsAnswer, SaveProfessionAnswer } from '@shared/protocol/security-api';
import type { ApiResult } from '../../platform/api/api-client';
import { navigate } from '../../platform/session/navigation.effects';
import { fetchProfessions, postSaveProfession } from './profession.api';
import { professionActions } from './profession.slice';

export function* loadProfessions(): SagaIterator {
  const r: ApiResult<ProfessionsAnswer> = yield call(fetchProfessions);
  if (!r.ok || !r.data) {
    yield put(professionActions.loadFailed(ACCOUNT_MESSAGES.loadFailed));
    return;
  }
  yield put(professionActions.loaded({ list: r.data.Professions, selectedId: r.data.SelectedId }));
}

export function* saveProfession({ payload }: ReturnType<typeof professionActions.saveRequested>): SagaIterator {
  const r: ApiResult<SaveProfessionAnswer> = yield call(postSaveProfession, payload.professionId);
  if (!r.ok || !r.data?.IsSuccess) {
    const refused = r.data && !r.data.IsSuccess ? r.data.Message : undefined;
    yield put(professionActions.saveFailed(refused ?? r.error?.Message ?? REQUEST_ERRORS.INTERNAL));
    return;
  }
  yield put(professionActions.saved({ professionId: payload.professionId }));
  yield call(navigate, payload.returnTo, { replace: true });
}

export function* professionSaga(): SagaIterator {
  yield takeLatest(professionActions.loadRequested.type, loadProfessions);
  yield takeLeading(professionActions.saveRequested.type, saveProfession);
}
