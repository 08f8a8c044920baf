/**
 * The winner story form's saga: loads the member's won coupons, sends a story (with the consent ticked on the form)
 * and withdraws a published one. After either, the winners page reloads so the published stories show the change.
 * A refusal keeps the server's Turkish message for the form.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { MESSAGES } from '@shared/errors/catalogue';
import { WINNER_STORY_TEXTS as T } from '@shared/constants/winner-story-texts';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions } from '../auth/auth.slice';
import { rafflesActions } from './raffles.slice';
import { fetchStoryCoupons, postStory, postWithdrawStory } from './story.api';
import { winnerStoryActions as A } from './story.slice';

const failureMessage = (r: ApiResult<unknown>): string => {
  if (r.status === 0) return MESSAGES.networkError;
  return r.error?.Message || MESSAGES.technicalError;
};

function* loadCoupons(): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchStoryCoupons>> = yield call(fetchStoryCoupons);
  yield put(A.couponsLoaded(r.ok && r.data ? r.data.Coupons : null));
}

function* save({ payload }: ReturnType<typeof A.storyRequested>): SagaIterator {
  const r: Awaited<ReturnType<typeof postStory>> = yield call(postStory, payload);
  if (!r.ok) {
    yield put(A.storyFailed(failureMessage(r)));
    return;
  }
  yield put(A.storySaved({ couponNo: payload.couponNo, story: payload.story.trim(), message: T.sent }));
  yield put(rafflesActions.winnersRequested());
}

function* withdraw({ payload: couponNo }: ReturnType<typeof A.withdrawRequested>): SagaIterator {
  const r: Awaited<ReturnType<typeof postWithdrawStory>> = yield call(postWithdrawStory, couponNo);
  if (!r.ok) {
    yield put(A.withdrawFailed(failureMessage(r)));
    return;
  }
  yield put(A.withdrawn({ couponNo, message: T.withdrawn }));
  yield put(rafflesActions.winnersRequested());
}

function* clear(): SagaIterator {
  yield put(A.cleared());
}

export function* winnerStorySaga(): SagaIterator {
  yield takeLatest(A.couponsRequested.type, loadCoupons);
  yield takeLeading(A.storyRequested.type, save);
  yield takeLeading(A.withdrawRequested.type, withdraw);
  yield takeLatest([authActions.logoutRequested.type, authActions.sessionEnded.type], clear);
}
