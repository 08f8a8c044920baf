/**
 * The moderation page's calls: the access key and the moderator's name are kept for this tab (sessionStorage, like
 * the ops page's key); a refused key brings the form back. A decision is made under the claim the edge handed out.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AvatarClaimAnswer, AvatarDecisionAnswer, AvatarQueueAnswer } from '@shared/protocol/avatar-api';
import type { ApiResult } from '../../platform/api/api-client';
import {
  fetchAvatarQueue, postAvatarClaim, postAvatarDecision, readModerator, readOpsToken, writeModerator, writeOpsToken,
} from './avatar-moderation.api';
import { avatarModerationActions as A, selectAvatarModeration, type AvatarModerationState } from './avatar-moderation.slice';
import { MODERATION_TEXTS as T } from './avatar-moderation-texts';

const UNAUTHORIZED = new Set([401, 404]);

/** false when the key was refused (the form is back). */
function* refusedCheck(r: ApiResult<unknown>): SagaIterator<boolean> {
  if (!UNAUTHORIZED.has(r.status)) return true;
  yield call(writeOpsToken, null);
  yield put(A.accessRefused());
  return false;
}

export function* loadQueue(): SagaIterator {
  const token = readOpsToken();
  if (!token || !readModerator()) return;
  const r: ApiResult<AvatarQueueAnswer> = yield call(fetchAvatarQueue, token);
  if (!(yield call(refusedCheck, r))) return;
  if (r.ok && r.data) yield put(A.queueLoaded({ items: r.data.Items, total: r.data.Total }));
  else yield put(A.failed(T.failed));
}

function* submitCredentials({ payload }: ReturnType<typeof A.credentialsSubmitted>): SagaIterator {
  yield call(writeOpsToken, payload.token);
  yield call(writeModerator, payload.moderator);
  yield call(loadQueue);
}

export function* claimNext(): SagaIterator {
  const r: ApiResult<AvatarClaimAnswer> = yield call(postAvatarClaim, readOpsToken() ?? '', readModerator());
  if (!(yield call(refusedCheck, r))) return;
  if (r.ok && r.data) yield put(A.claimed({ item: r.data.Item, notice: r.data.Item ? null : T.nothingToClaim }));
  else yield put(A.failed(T.failed));
  yield call(loadQueue);
}

export function* decide({ payload }: ReturnType<typeof A.decisionRequested>): SagaIterator {
  const { item }: AvatarModerationState = yield select(selectAvatarModeration);
  if (!item) return;
  const body = { mediaId: item.MediaId, claimToken: item.ClaimToken, approve: payload.approve, ...(payload.approve ? {} : { reason: payload.reason }) };
  const r: ApiResult<AvatarDecisionAnswer> = yield call(postAvatarDecision, readOpsToken() ?? '', body);
  if (!(yield call(refusedCheck, r))) return;
  if (r.ok && r.data) yield put(A.decided({ notice: !r.data.Decided ? T.expired : payload.approve ? T.approved : T.rejected }));
  else yield put(A.failed(T.failed));
  yield call(loadQueue);
}

export function* avatarModerationSaga(): SagaIterator {
  yield takeLatest([A.pageOpened.type, A.queueRequested.type], loadQueue);
  yield takeLeading(A.credentialsSubmitted.type, submitCredentials);
  yield takeLeading(A.claimRequested.type, claimNext);
  yield takeLeading(A.decisionRequested.type, decide);
}
