/**
 * The Kupondaş pages' sagas, started with their routes (app/lazy-routes.ts): the feeds (a newer request cancels the
 * older; 'Daha fazla' by cursor), profiles, leaderboards, follow / unfollow / block, 'Hemen Oyna', comments, the
 * sharing status on entering (sharing-answers.sagas.ts), the sharing room while a list is on screen, and the rooms
 * of the followers-only cards on screen (roomKeeper).
 */
import type { SagaIterator, Task } from 'redux-saga';
import { buffers, channel } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { CARD_TEXTS } from '@shared/constants/kupondas-texts';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import type { FeedAnswer, FollowAnswer, LeaderboardAnswer, ProfileAnswer } from '@shared/protocol/kupondas-social-api';
import type { ApiResult } from '../../platform/api/api-client';
import { confirmDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { commentsSaga } from './comments.sagas';
import { feedActions, selectFeed, type FeedState } from './feed.slice';
import { fetchFeed, fetchLeaderboard, fetchProfile, fetchProfileShares, postSocial } from './kupondas.api';
import {
  playShareRequested, shareRoomReleased, shareRoomWatched, socialChanged, socialFinished, socialRequested,
} from './kupondas.actions';
import { leadersActions } from './leaders.slice';
import { playShare } from './play-share.sagas';
import { profileActions, selectProfile, type ProfileState } from './profile.slice';
import { checkSharingStatus } from './sharing-answers.sagas';
import { sharingRoomSaga, type ShareRoomChange, type ShareRooms, type SharingRoomOptions } from './sharing-room.sagas';
import { claimSharingAnswers } from './share.api';
import { createAction } from '@reduxjs/toolkit';
import { shareRoom } from '@shared/protocol/realtime';

/** A page showing share cards mounted or unmounted: the sharing room is held while one is shown. */
export const roomWatched = createAction('kupondas/roomWatched');
export const roomReleased = createAction('kupondas/roomReleased');
/** A Kupondaş page opened: the member's sharing status decides whether it may show. */
export const pageEntered = createAction('kupondas/pageEntered');

const errorText = (r: ApiResult<unknown>): string => r.error?.Message || MESSAGES.technicalError;

export function* loadFeed({ payload }: ReturnType<typeof feedActions.requested>): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (payload.tab === 'following' && status !== 'member') {
    yield put(feedActions.failed());
    return;
  }
  const r: ApiResult<FeedAnswer> = yield call(fetchFeed, { ...payload, limit: KUPONDAS_SOCIAL.pageSize });
  if (r.ok && r.data?.IsSuccess) yield put(feedActions.loaded({ ...payload, answer: r.data }));
  else yield put(feedActions.failed());
}

export function* loadMoreFeed(): SagaIterator {
  const { tab, filter, cursor }: FeedState = yield select(selectFeed);
  if (!cursor) return;
  const r: ApiResult<FeedAnswer> = yield call(fetchFeed, { tab, filter, cursor, limit: KUPONDAS_SOCIAL.pageSize });
  if (r.ok && r.data?.IsSuccess) yield put(feedActions.moreLoaded({ cursor, answer: r.data }));
  else yield put(feedActions.moreFailed());
}

export function* loadProfile({ payload }: ReturnType<typeof profileActions.requested>): SagaIterator {
  const r: ApiResult<ProfileAnswer> = yield call(fetchProfile, payload.nickname);
  if (r.ok && r.data?.IsSuccess) yield put(profileActions.loaded(r.data));
  else if (r.status === 404) yield put(profileActions.notFound());
  else yield put(profileActions.failed());
}

export function* loadMoreProfile(): SagaIterator {
  const { nickname, cursor }: ProfileState = yield select(selectProfile);
  if (!nickname || !cursor) return;
  const r: ApiResult<FeedAnswer> = yield call(fetchProfileShares, nickname, cursor);
  if (r.ok && r.data?.IsSuccess) yield put(profileActions.moreLoaded({ cursor, answer: r.data }));
  else yield put(profileActions.moreFailed());
}

export function* loadLeaders({ payload }: ReturnType<typeof leadersActions.requested>): SagaIterator {
  const r: ApiResult<LeaderboardAnswer> = yield call(fetchLeaderboard, payload.period);
  if (r.ok && r.data?.IsSuccess) yield put(leadersActions.loaded(r.data));
  else yield put(leadersActions.failed());
}

/** Follow, unfollow, block, unblock: members only (a visitor logs in first, then it runs); block asks first. */
export function* social({ payload }: ReturnType<typeof socialRequested>): SagaIterator {
  try {
    const status: AuthStatus = yield select(selectAuthStatus);
    if (status !== 'member') {
      yield put(authActions.loginRequired({ action: socialRequested(payload) }));
      return;
    }
    if (payload.action === 'block') {
      const ok: boolean = yield call(confirmDialog, CARD_TEXTS.blockConfirm(payload.nickname));
      if (!ok) return;
    }
    const r: ApiResult<FollowAnswer> = yield call(postSocial, payload.action, payload.nickname);
    if (r.ok && r.data?.IsSuccess) {
      const { IsSuccess: _ok, ...answer } = r.data;
      yield put(socialChanged({ nickname: payload.nickname, ...answer }));
    } else if (r.status !== 401) {
      yield call(showMessage, errorText(r), MESSAGE_TYPE.warning);
    }
  } finally {
    yield put(socialFinished({ nickname: payload.nickname }));
  }
}

/**
 * Holds the sharing room while at least one list is on screen, and the share rooms of the followers-only cards on
 * screen (counted: the same share may show twice). The socket is opened again when the member changes, so it
 * carries the session the edge checks share rooms against.
 */
export function* roomKeeper(opts: SharingRoomOptions = {}): SagaIterator {
  let watchers = 0;
  const shares = new Map<number, number>();
  const changes = channel<ShareRoomChange>(buffers.expanding(8));
  const shareRooms: ShareRooms = { wanted: () => [...shares.keys()].map(shareRoom), changes };
  let task: Task | null = null;
  for (;;) {
    const a: { type: string; payload?: { shareId: number } } = yield take([
      roomWatched.type, roomReleased.type, shareRoomWatched.type, shareRoomReleased.type,
      authActions.memberLoaded.type, authActions.loggedOut.type, authActions.sessionEnded.type,
    ]);
    if (a.type === roomWatched.type || a.type === roomReleased.type) {
      watchers = Math.max(0, watchers + (a.type === roomWatched.type ? 1 : -1));
    } else if (a.payload && (a.type === shareRoomWatched.type || a.type === shareRoomReleased.type)) {
      const { shareId } = a.payload;
      const n = (shares.get(shareId) ?? 0) + (a.type === shareRoomWatched.type ? 1 : -1);
      const was = shares.has(shareId);
      if (n > 0) shares.set(shareId, n);
      else shares.delete(shareId);
      if (task && was !== n > 0) yield put(changes, { join: n > 0, room: shareRoom(shareId) });
    } else if (task) {
      yield cancel(task);
      task = null;
    }
    const wanted = watchers > 0 || shares.size > 0;
    if (wanted && !task) task = yield fork(sharingRoomSaga, { ...opts, shareRooms });
    if (!wanted && task) {
      yield cancel(task);
      task = null;
    }
  }
}

/** The member changed: lists that depend on who looks are read again. */
function* onWhoChanged(): SagaIterator {
  const feed: FeedState = yield select(selectFeed);
  if (feed.status !== 'idle') yield put(feedActions.requested({ tab: feed.tab, filter: feed.filter }));
  const profile: ProfileState = yield select(selectProfile);
  if (profile.nickname && profile.status !== 'idle') yield put(profileActions.requested({ nickname: profile.nickname }));
}

export function* kupondasSaga(): SagaIterator {
  yield call(claimSharingAnswers);
  yield takeLatest(feedActions.requested.type, loadFeed);
  yield takeLeading(feedActions.moreRequested.type, loadMoreFeed);
  yield takeLatest(profileActions.requested.type, loadProfile);
  yield takeLeading(profileActions.moreRequested.type, loadMoreProfile);
  yield takeLatest(leadersActions.requested.type, loadLeaders);
  yield takeEvery(socialRequested.type, social);
  yield takeEvery(playShareRequested.type, playShare);
  yield takeLatest(pageEntered.type, checkSharingStatus);
  yield takeLatest([authActions.memberLoaded.type, authActions.loggedOut.type, authActions.sessionEnded.type], onWhoChanged);
  yield fork(roomKeeper);
  yield fork(commentsSaga);
}
