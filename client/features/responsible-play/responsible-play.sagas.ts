/**
 * The Sorumlu Oyun page's calls: load the state, send one change at a time and show its Turkish answer beside it.
 * Self-exclusion asks first in a confirmation dialog that states the consequence; a new reminder setting restarts
 * the session reminder.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { EXCLUSION_LABELS } from '@shared/errors/responsible-play-messages';
import type { ResponsiblePlayAnswer, ResponsiblePlayState } from '@shared/protocol/responsible-play-api';
import type { ApiResult } from '../../platform/api/api-client';
import { confirmDialog } from '../../platform/dialogs/dialogs.sagas';
import {
  getResponsiblePlay, postCancelLimitChange, postConfirmLimit, postSelfExclude, postSetLimit, postSetReminder,
} from './responsible-play.api';
import { RESPONSIBLE_PLAY_TEXTS as T } from './responsible-play-texts';
import { limitKey, responsiblePlayActions as A, type ChangeKey } from './responsible-play.slice';
import { reminderSettingChanged } from './session-reminder.sagas';

function* load(): SagaIterator {
  const r: ApiResult<ResponsiblePlayState> = yield call(getResponsiblePlay);
  yield put(r.ok && r.data ? A.loaded(r.data) : A.loadFailed());
}

/** Sends a change and files its answer under `key`; true when it went through. */
function* send(key: ChangeKey, request: () => Promise<ApiResult<ResponsiblePlayAnswer>>): SagaIterator<boolean> {
  const r: ApiResult<ResponsiblePlayAnswer> = yield call(request);
  const answer = r.data;
  if (r.ok && answer?.IsSuccess) {
    yield put(A.changeSucceeded({ key, message: answer.Message, data: answer.State }));
    return true;
  }
  yield put(A.changeFailed({ key, message: r.error?.Message ?? REQUEST_ERRORS.INTERNAL }));
  return false;
}

function* saveLimit({ payload: { kind, period, amount } }: ReturnType<typeof A.limitSaveRequested>): SagaIterator {
  yield call(send, limitKey(kind, period), () => postSetLimit(kind, period, amount));
}

function* confirmLimit({ payload: { kind, period } }: ReturnType<typeof A.limitConfirmRequested>): SagaIterator {
  yield call(send, limitKey(kind, period), () => postConfirmLimit(kind, period));
}

function* cancelLimit({ payload: { kind, period } }: ReturnType<typeof A.limitCancelRequested>): SagaIterator {
  yield call(send, limitKey(kind, period), () => postCancelLimitChange(kind, period));
}

function* saveReminder({ payload: { minutes } }: ReturnType<typeof A.reminderSaveRequested>): SagaIterator {
  const ok: boolean = yield call(send, 'reminder', () => postSetReminder(minutes));
  if (ok) yield put(reminderSettingChanged());
}

function* selfExclude({ payload: { duration } }: ReturnType<typeof A.selfExcludeRequested>): SagaIterator {
  const sure: boolean = yield call(confirmDialog, T.confirmMessage(EXCLUSION_LABELS[duration]), T.confirmTitle);
  if (!sure) {
    yield put(A.changeAborted());
    return;
  }
  yield call(send, 'exclusion', () => postSelfExclude(duration));
}

export function* responsiblePlaySaga(): SagaIterator {
  yield takeLatest(A.loadRequested.type, load);
  yield takeLeading(A.limitSaveRequested.type, saveLimit);
  yield takeLeading(A.limitConfirmRequested.type, confirmLimit);
  yield takeLeading(A.limitCancelRequested.type, cancelLimit);
  yield takeLeading(A.reminderSaveRequested.type, saveReminder);
  yield takeLeading(A.selfExcludeRequested.type, selfExclude);
}
