/**
 * The raffle area's lazy route module: its feature (slice and saga) and its two pages (/cekilis-sonuclari,
 * /kazandirdiklarimiz), loaded as one chunk by one import (client/app/lazy-routes.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { LazyFeature } from '../../app/feature-injector';
import { rafflesSlice } from './raffles.slice';
import { rafflesSaga } from './raffles.sagas';
import { winnerStorySlice } from './story.slice';
import { winnerStorySaga } from './story.sagas';
export { RaffleResultsPage } from './raffle-results-page';
export { WinnersPage } from './winners-page';

function* rafflesFeatureSaga(): SagaIterator {
  yield all([fork(rafflesSaga), fork(winnerStorySaga)]);
}

export const feature: LazyFeature = { key: 'raffles', slices: [rafflesSlice, winnerStorySlice], saga: rafflesFeatureSaga };
