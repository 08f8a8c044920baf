/**
 * The raffle pages' saga: loads the raffles, the winners and the content blocks on request, and verifies a drawn
 * raffle by recomputing its winners with the shared drawWinners from the published seed and entries.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RafflesAnswer } from '@shared/protocol/content-api';
import { commitmentMatches, drawWinners } from '@shared/rules/raffle-draw';
import { fetchContent, fetchRaffleEntries, fetchRaffles, fetchWinners } from './raffles.api';
import { rafflesActions, selectRaffles, type RafflesState } from './raffles.slice';

type Result<T> = Awaited<ReturnType<typeof fetchRaffles>> & { data: T | null };

function* loadRaffles(): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchRaffles>> = yield call(fetchRaffles);
  yield put(rafflesActions.rafflesLoaded(r.ok ? r.data : null));
}

function* loadWinners(): SagaIterator {
  const r: Awaited<ReturnType<typeof fetchWinners>> = yield call(fetchWinners);
  yield put(rafflesActions.winnersLoaded(r.ok ? r.data : null));
}

function* loadContent({ payload: key }: ReturnType<typeof rafflesActions.contentRequested>): SagaIterator {
  const r: Result<string> = yield call(fetchContent, key, Date.now());
  yield put(rafflesActions.contentLoaded({ key, html: r.ok && typeof r.data === 'string' ? r.data : null }));
}

function* verify({ payload: raffleId }: ReturnType<typeof rafflesActions.verifyRequested>): SagaIterator {
  const state: RafflesState = yield select(selectRaffles);
  const shown = (state.raffles.data as RafflesAnswer | null)?.Drawn.find((d) => d.Id === raffleId);
  const r: Awaited<ReturnType<typeof fetchRaffleEntries>> = yield call(fetchRaffleEntries, raffleId);
  if (!shown || !r.ok || !r.data) {
    yield put(rafflesActions.verified({ raffleId, ok: false }));
    return;
  }
  const e = r.data;
  const again = drawWinners(e.Seed, e.Entries, e.MainCount, e.ReserveCount);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const ok = commitmentMatches(e.Seed, shown.SeedHash)
    && same(again.main.map((x) => x.ref), shown.Main.map((w) => w.EntryRef))
    && same(again.reserve.map((x) => x.ref), shown.Reserve.map((w) => w.EntryRef));
  yield put(rafflesActions.verified({ raffleId, ok }));
}

export function* rafflesSaga(): SagaIterator {
  yield takeLatest(rafflesActions.rafflesRequested.type, loadRaffles);
  yield takeLatest(rafflesActions.winnersRequested.type, loadWinners);
  yield takeEvery(rafflesActions.contentRequested.type, loadContent);
  yield takeEvery(rafflesActions.verifyRequested.type, verify);
}
