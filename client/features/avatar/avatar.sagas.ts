/**
 * The avatar's calls: the member's avatar state; an upload or an archive choice (spec section 8: isSuccess 1 says
 * that others see the picture after approval; anything else shows errorMessage as a warning and goes to the contract
 * page); removal. After every change the member info is read again, so the header shows what the edge now says.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { AVATAR_TEXTS } from '@shared/constants/avatar';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { ROUTES } from '@shared/constants/routes';
import { MESSAGES } from '@shared/errors/catalogue';
import type { MemberInfoAnswer } from '@shared/protocol/api';
import type { AvatarStateAnswer, AvatarUploadAnswer, AvatarUploadRequest } from '@shared/protocol/avatar-api';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchMemberInfo } from '../../platform/api/member-info.api';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { navigate, readCurrentPath } from '../../platform/session/navigation.effects';
import { authActions } from '../auth/auth.slice';
import { fetchAvatarState, postAvatarUpload, postRemoveAvatar } from './avatar.api';
import { avatarActions as A } from './avatar.slice';

export function* loadAvatarState(): SagaIterator {
  const r: ApiResult<AvatarStateAnswer> = yield call(fetchAvatarState);
  if (r.ok && r.data) yield put(A.stateLoaded(r.data));
  else yield put(A.stateFailed());
}

function* refreshMember(): SagaIterator {
  const r: ApiResult<MemberInfoAnswer | null> = yield call(fetchMemberInfo);
  if (r.ok && r.data && r.data.IsLogin === true) yield put(authActions.memberLoaded(r.data));
}

/** The answer of the upload call, whatever its HTTP status (413 and 400 carry the spec's shape too). */
const uploadAnswerOf = (r: ApiResult<AvatarUploadAnswer>): AvatarUploadAnswer | null => {
  const b = (r.data ?? r.body) as Partial<AvatarUploadAnswer> | null | undefined;
  return b && typeof b === 'object' && typeof b.isSuccess === 'number' ? (b as AvatarUploadAnswer) : null;
};

function* send(body: AvatarUploadRequest, successMessage: string | null): SagaIterator {
  const r: ApiResult<AvatarUploadAnswer> = yield call(postAvatarUpload, body);
  const answer = uploadAnswerOf(r);
  if (!answer) {
    // No answer of the call's own (network, or a refusal before it such as 401): the modal says so and stays.
    yield put(A.uploadFinished({ ok: false, error: r.status === 0 ? MESSAGES.networkError : (r.error?.Message ?? MESSAGES.technicalError) }));
    return;
  }
  if (answer.isSuccess === 1) {
    yield put(A.uploadFinished({ ok: true }));
    if (successMessage) yield call(showMessage, successMessage, MESSAGE_TYPE.information);
    yield call(loadAvatarState);
    yield call(refreshMember);
    return;
  }
  yield put(A.uploadFinished({ ok: true }));
  yield call(showMessage, answer.errorMessage ?? MESSAGES.technicalError, MESSAGE_TYPE.warning);
  const current: string = yield call(readCurrentPath);
  yield call(navigate, `${ROUTES.contract}?R=${encodeURIComponent(current)}`);
}

export function* uploadAvatar({ payload }: ReturnType<typeof A.uploadRequested>): SagaIterator {
  yield call(send, { data: payload.data }, AVATAR_TEXTS.uploaded);
}

export function* chooseArchived({ payload }: ReturnType<typeof A.archiveChosen>): SagaIterator {
  yield call(send, { avatarMediaId: payload.mediaId }, null);
}

export function* removeAvatar(): SagaIterator {
  const r: ApiResult<AvatarStateAnswer> = yield call(postRemoveAvatar);
  yield put(A.uploadFinished({ ok: r.ok }));
  if (r.ok && r.data) yield put(A.stateLoaded(r.data));
  else yield call(showMessage, r.error?.Message ?? MESSAGES.technicalError, MESSAGE_TYPE.error);
  yield call(refreshMember);
}

export function* avatarSaga(): SagaIterator {
  yield takeLatest(A.stateRequested.type, loadAvatarState);
  yield takeLeading(A.uploadRequested.type, uploadAvatar);
  yield takeLeading(A.archiveChosen.type, chooseArchived);
  yield takeLeading(A.removeRequested.type, removeAvatar);
}
