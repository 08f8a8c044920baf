/**
 * The raffle area's lazy route module: its feature (slice and saga) and its two pages (/cekilis-sonuclari,
 * /kazandirdiklarimiz), loaded as one chunk by one import (client/app/lazy-routes.ts).
 */
import type { LazyFeature } from '../../app/feature-injector';
import { rafflesSlice } from './raffles.slice';
import { rafflesSaga } from './raffles.sagas';
export { RaffleResultsPage } from './raffle-results-page';
export { WinnersPage } from './winners-page';

export const feature: LazyFeature = { key: 'raffles', slices: [rafflesSlice], saga: rafflesSaga };
