/**
 * Comments under a share ('Kupona yorum yaz'): read on opening, 'Daha fazla yorum' by cursor; writing is for
 * members (a visitor logs in first), checked for length here as on the server, refused ones say why under the
 * field; the author deletes their own after a confirm; anyone logged in may report one. Text stays plain text.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { COMMENT_TEXTS as T } from '@shared/constants/kupondas-texts';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { KUPONDAS_SOCIAL_MESSAGES as SM } from '@shared/errors/kupondas-social-messages';
import { MESSAGES, fillTemplate } from '@shared/errors/catalogue';
import type { AddCommentAnswer, CommentsAnswer, OkAnswer } from '@shared/protocol/kupondas-social-api';
import type { RootState } from '../../app/store';
import type { ApiResult } from '../../platform/api/api-client';
import { confirmDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { commentsActions as A, selectComments, type ShareComments } from './comments.slice';
import { feedActions } from './feed.slice';
import { fetchComments, postComment, postDeleteComment, postReportComment } from './kupondas.api';

/** The length rule of a comment (after trimming), as the server checks it; null when it may be sent. */
export const commentProblem = (text: string): string | null => {
  const n = text.trim().length;
  if (n === 0) return T.emptyText;
  if (n < KUPONDAS_SOCIAL.commentMin) return fillTemplate(SM.commentTooShort, { min: KUPONDAS_SOCIAL.commentMin });
  if (n > KUPONDAS_SOCIAL.commentMax) return fillTemplate(SM.commentTooLong, { max: KUPONDAS_SOCIAL.commentMax });
  return null;
};

export function* loadComments({ payload }: ReturnType<typeof A.requested>): SagaIterator {
  const more = payload.more === true;
  const { cursor }: ShareComments = yield select((s: RootState) => selectComments(s, payload.shareId));
  if (more && !cursor) return;
  const r: ApiResult<CommentsAnswer> = yield call(fetchComments, payload.shareId, more ? (cursor ?? undefined) : undefined);
  if (r.ok && r.data?.IsSuccess) yield put(A.loaded({ shareId: payload.shareId, more, answer: r.data }));
  else yield put(A.failed({ shareId: payload.shareId }));
}

export function* addComment({ payload }: ReturnType<typeof A.submitted>): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(A.refused({ shareId: payload.shareId, message: T.loginToComment }));
    yield put(authActions.loginRequired({ action: A.submitted(payload) }));
    return;
  }
  const problem = commentProblem(payload.text);
  if (problem) {
    yield put(A.refused({ shareId: payload.shareId, message: problem }));
    return;
  }
  const r: ApiResult<AddCommentAnswer> = yield call(postComment, payload.shareId, payload.text.trim());
  if (r.ok && r.data?.IsSuccess) {
    yield put(A.added({ shareId: payload.shareId, comment: r.data.Comment }));
    yield put(feedActions.commentCounted({ shareId: payload.shareId, delta: 1 }));
  } else {
    yield put(A.refused({ shareId: payload.shareId, message: r.error?.Message || MESSAGES.technicalError }));
  }
}

export function* deleteComment({ payload }: ReturnType<typeof A.deleteRequested>): SagaIterator {
  const ok: boolean = yield call(confirmDialog, T.deleteConfirm);
  if (!ok) return;
  const r: ApiResult<OkAnswer> = yield call(postDeleteComment, payload.commentId);
  if (r.ok && r.data?.IsSuccess) {
    yield put(A.deleted(payload));
    yield put(feedActions.commentCounted({ shareId: payload.shareId, delta: -1 }));
  } else {
    yield call(showMessage, r.error?.Message || MESSAGES.technicalError, MESSAGE_TYPE.error);
  }
}

export function* reportComment({ payload }: ReturnType<typeof A.reportRequested>): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: A.reportRequested(payload) }));
    return;
  }
  const r: ApiResult<OkAnswer> = yield call(postReportComment, payload.commentId);
  if (r.ok && r.data?.IsSuccess) yield call(showMessage, T.reported, MESSAGE_TYPE.ok);
  else yield call(showMessage, r.error?.Message || MESSAGES.technicalError, MESSAGE_TYPE.error);
}

export function* commentsSaga(): SagaIterator {
  yield takeEvery(A.requested.type, loadComments);
  yield takeLeading(A.submitted.type, addComment);
  yield takeEvery(A.deleteRequested.type, deleteComment);
  yield takeEvery(A.reportRequested.type, reportComment);
}
