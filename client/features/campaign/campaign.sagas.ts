/**
 * Taking part in a campaign. A member's participation is sent at once. A visitor's waits for a login: the
 * action is kept as the pending protected action (no dialog: the campaign page shows its own login form) and the
 * auth saga fires it again after the login, from whichever form. A session that ended meanwhile (401) is
 * handled the same way; the interceptor leaves that answer to this saga (forced-targets.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { CAMPAIGN_TEXTS, type CampaignParticipationAnswer } from '@shared/constants/campaigns';
import { MESSAGES } from '@shared/errors/catalogue';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { participateInCampaign } from './campaign.api';
import { campaignActions } from './campaign.slice';

function* knownAuthStatus(): SagaIterator<AuthStatus> {
  let status: AuthStatus = yield select(selectAuthStatus);
  while (status === 'unknown') {
    yield take([authActions.memberLoaded.type, authActions.visitorConfirmed.type, authActions.sessionEnded.type]);
    status = yield select(selectAuthStatus);
  }
  return status;
}

function* awaitLogin(id: number): SagaIterator {
  yield put(authActions.pendingActionSet({ action: campaignActions.participateRequested({ id }) }));
  yield put(campaignActions.loginNeeded({ id }));
}

export function* participate({ payload: { id } }: ReturnType<typeof campaignActions.participateRequested>): SagaIterator {
  const status: AuthStatus = yield call(knownAuthStatus);
  if (status !== 'member') {
    yield call(awaitLogin, id);
    return;
  }
  yield put(campaignActions.sending({ id }));
  const r: ApiResult<CampaignParticipationAnswer> = yield call(participateInCampaign, id);
  if (r.status === 401) {
    yield put(authActions.sessionEnded());
    yield call(awaitLogin, id);
    return;
  }
  if (r.ok && r.data?.IsSuccess) {
    const message = r.data.Code === 'ALREADY_PARTICIPATED' ? CAMPAIGN_TEXTS.alreadyJoined : CAMPAIGN_TEXTS.joined;
    yield put(campaignActions.joined({ id, message }));
    return;
  }
  const message = r.status === 0 ? MESSAGES.networkError : r.error?.Message || CAMPAIGN_TEXTS.failed;
  yield put(campaignActions.failed({ id, message }));
}

export function* campaignSaga(): SagaIterator {
  yield takeLeading(campaignActions.participateRequested.type, participate);
}
