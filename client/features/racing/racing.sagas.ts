/**
 * Horse racing's saga: loads the program, results and the member's Ganyan coupons on request; keeps the open race
 * card fresh (its odds move until the start) every 5 s until the page is left; plays the compact coupon with an
 * idempotency key that a retry of an unanswered play reuses, then refreshes the balance and the card.
 */
import type { SagaIterator } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { RACING_REFUSALS } from '@shared/errors/racing-messages';
import { RACING_RULES, type PlayGanyanAnswer, type PlayGanyanRequest, type RaceLiveBody } from '@shared/protocol/racing-api';
import { raceRoom } from '@shared/protocol/realtime';
import { SHARING_CLIENT_SOCKET, openSocket, realtimeUrl, reconnectDelay, type SocketEvent, type SocketLink } from '../realtime/realtime.hooks';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchMyGanyanBets, fetchRaceCard, fetchRacingProgram, fetchRacingResults, postGanyan } from './racing.api';
import { parseLira } from './racing-format';
import { racingActions as A, selectRacing, type RacingState } from './racing.slice';

/** How often the open race card is read again (the spec's fallback polling interval). */
const CARD_REFRESH_MS = 5_000;

function* loadProgram(): SagaIterator {
  const r: ApiResult<Parameters<typeof A.programLoaded>[0]> = yield call(fetchRacingProgram);
  yield put(A.programLoaded(r.ok ? r.data : null));
}

function* loadResults(): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchRacingResults>> = yield call(fetchRacingResults);
  yield put(A.resultsLoaded(r.ok ? r.data : null));
}

function* loadBets(): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchMyGanyanBets>> = yield call(fetchMyGanyanBets);
  yield put(A.betsLoaded(r.ok && r.data ? r.data.Bets : null));
}

function* loadCard(raceId: number): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchRaceCard>> = yield call(fetchRaceCard, raceId);
  yield put(A.cardLoaded(r.ok ? r.data : null));
  // A finished race settles its coupons right after its result: read the member's again until none is open.
  const { bets }: RacingState = yield select(selectRacing);
  if (r.data?.Status === 'finished' && bets.data?.some((b) => b.RaceId === raceId && b.Status === 'open')) yield put(A.betsRequested());
}

/** The HTTP fallback: the card read every 5 s while the race room's socket is not open. */
function* pollCard(raceId: number): SagaIterator {
  for (;;) {
    yield call(loadCard, raceId);
    yield delay(CARD_REFRESH_MS);
  }
}

/**
 * The race room on its own socket (the sharing-client settings) while the race page is open: each message is the
 * race's whole live state; a changed status reads the card again (the result, the member's coupons). While the
 * socket is down the card is polled.
 */
function* raceLive(raceId: number): SagaIterator {
  const url = realtimeUrl();
  const room = raceRoom(raceId);
  let poller: Task = yield fork(pollCard, raceId);
  if (!url) return;
  for (let attempt = 0; ; attempt++) {
    const link: SocketLink = yield call(openSocket, url, { timeoutMs: SHARING_CLIENT_SOCKET.timeoutMs });
    try {
      for (;;) {
        const ev: SocketEvent = yield take(link.events);
        if (ev.type === 'open') {
          attempt = 0;
          yield cancel(poller);
          link.send({ event: 'joinroom', data: room });
          yield call(loadCard, raceId);
        } else if (ev.type === 'frames') {
          for (const f of ev.frames) {
            if (f.room !== room || 'event' in f) continue;
            const body = f.M as RaceLiveBody;
            const { card }: RacingState = yield select(selectRacing);
            const statusChanged = card.data?.RaceId === raceId && card.data.Status !== body.Status;
            yield put(A.raceLive(body));
            if (statusChanged) yield call(loadCard, raceId);
          }
        } else if (ev.type === 'closed') break;
      }
    } finally {
      link.close();
    }
    if (!poller.isRunning()) poller = yield fork(pollCard, raceId);
    yield delay(reconnectDelay(SHARING_CLIENT_SOCKET, attempt));
  }
}

function* followRace(): SagaIterator {
  let opened: ReturnType<typeof A.raceOpened> = yield take(A.raceOpened.type);
  for (;;) {
    const task: Task = yield fork(raceLive, opened.payload);
    const next: ReturnType<typeof A.raceOpened> | ReturnType<typeof A.raceLeft> = yield take([A.raceLeft.type, A.raceOpened.type]);
    yield cancel(task);
    opened = A.raceOpened.match(next) ? next : yield take(A.raceOpened.type);
  }
}

const newKey = (): string => crypto.randomUUID().replace(/-/g, '');

function* play({ payload }: ReturnType<typeof A.playRequested>): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: A.playRequested(payload) }));
    return;
  }
  const { slip }: RacingState = yield select(selectRacing);
  if (slip.raceId === null || slip.horseNo === null || slip.odd === null || slip.status === 'playing') return;
  const amount = parseLira(slip.amountText);
  if (amount === null || amount < RACING_RULES.minStakeKurus) {
    yield put(A.playFinished({ answer: { IsSuccess: false, Code: 'MIN_STAKE', Message: RACING_REFUSALS.MIN_STAKE }, keepKey: false }));
    return;
  }
  const body = { raceId: slip.raceId, horseNo: slip.horseNo, amount, odd: slip.odd, acceptOddsChanges: payload.acceptOddsChanges };
  const signature = JSON.stringify(body);
  const key = slip.key && slip.signature === signature ? slip.key : newKey();
  yield put(A.playStarted({ key, signature }));
  const request: PlayGanyanRequest = { idempotencyKey: key, ...body };
  const r: ApiResult<PlayGanyanAnswer> = yield call(postGanyan, request);
  const unanswered = r.status === 0 || r.status >= 500;
  const answer = (r.data ?? r.error) as PlayGanyanAnswer | null;
  yield put(A.playFinished({
    answer: answer ?? { IsSuccess: false, Code: 'RACE_NOT_FOUND', Message: RACING_REFUSALS.RACE_NOT_FOUND },
    keepKey: unanswered,
  }));
  if (answer?.IsSuccess) {
    yield put(authActions.balanceUpdated({ balance: answer.Balance }));
    yield put(A.betsRequested());
  }
}

export function* racingSaga(): SagaIterator {
  yield takeLatest(A.programRequested.type, loadProgram);
  yield takeLatest(A.resultsRequested.type, loadResults);
  yield takeLatest(A.betsRequested.type, loadBets);
  yield takeLatest(A.playRequested.type, play);
  yield fork(followRace);
}
