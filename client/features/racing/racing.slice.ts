/**
 * Horse racing's state: the day's program, the open race card (refreshed while shown, so its odds move), the day's
 * results, the member's Ganyan coupons, and the compact coupon (one horse, the amount, the play attempt with its
 * idempotency key kept across a retry of an unanswered play).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  GanyanBet, PlayGanyanAnswer, RaceCardAnswer, RaceLiveBody, RacingProgramAnswer, RacingResultsAnswer,
} from '@shared/protocol/racing-api';
import type { RootState } from '../../app/store';

type Load<T> = { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: T | null };

export interface GanyanSlip {
  raceId: number | null;
  horseNo: number | null;
  /** The odd shown when the horse was picked (hundredths). */
  odd: number | null;
  amountText: string;
  status: 'idle' | 'playing';
  key: string | null;
  signature: string | null;
  /** The last answer: a played coupon or a refusal with its Turkish message. */
  answer: PlayGanyanAnswer | null;
}

export interface RacingState {
  program: Load<RacingProgramAnswer>;
  card: Load<RaceCardAnswer>;
  results: Load<RacingResultsAnswer>;
  bets: Load<GanyanBet[]>;
  slip: GanyanSlip;
}

const emptySlip: GanyanSlip = { raceId: null, horseNo: null, odd: null, amountText: '10', status: 'idle', key: null, signature: null, answer: null };

export const initialRacingState: RacingState = {
  program: { status: 'idle', data: null },
  card: { status: 'idle', data: null },
  results: { status: 'idle', data: null },
  bets: { status: 'idle', data: null },
  slip: emptySlip,
};

export const racingSlice = createSlice({
  name: 'racing',
  initialState: initialRacingState,
  reducers: {
    programRequested: (state) => {
      state.program.status = 'loading';
    },
    programLoaded: (state, { payload }: PayloadAction<RacingProgramAnswer | null>) => {
      state.program = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.program.data };
    },
    /** The race page opened: load the card and keep it fresh until raceLeft. */
    raceOpened: (state, { payload }: PayloadAction<number>) => {
      if (state.card.data?.RaceId !== payload) state.card = { status: 'loading', data: null };
      if (state.slip.raceId !== payload) state.slip = { ...emptySlip, amountText: state.slip.amountText };
    },
    raceLeft: () => {},
    cardLoaded: (state, { payload }: PayloadAction<RaceCardAnswer | null>) => {
      state.card = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.card.data };
      // The coupon shows and plays the horse's odd of the moment (the server's at play time).
      const runner = payload && state.slip.raceId === payload.RaceId ? payload.Runners.find((r) => r.No === state.slip.horseNo) : undefined;
      if (runner && !runner.Withdrawn) state.slip.odd = runner.Odd;
      if (runner?.Withdrawn) state.slip.horseNo = null;
    },
    /** A race room message: the race's live odds, withdrawals and status. */
    raceLive: (state, { payload }: PayloadAction<RaceLiveBody>) => {
      const card = state.card.data;
      if (!card || card.RaceId !== payload.RaceId) return;
      card.Status = payload.Status;
      for (const live of payload.Runners) {
        const r = card.Runners.find((x) => x.No === live.No);
        if (r) Object.assign(r, { Odd: live.Odd, Withdrawn: live.Withdrawn });
      }
      const picked = payload.Runners.find((r) => r.No === state.slip.horseNo);
      if (state.slip.raceId === payload.RaceId && picked) {
        if (picked.Withdrawn) state.slip.horseNo = null;
        else state.slip.odd = picked.Odd;
      }
    },
    resultsRequested: (state) => {
      state.results.status = 'loading';
    },
    resultsLoaded: (state, { payload }: PayloadAction<RacingResultsAnswer | null>) => {
      state.results = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.results.data };
    },
    betsRequested: (state) => {
      state.bets.status = 'loading';
    },
    betsLoaded: (state, { payload }: PayloadAction<GanyanBet[] | null>) => {
      state.bets = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.bets.data };
    },
    horsePicked: (state, { payload }: PayloadAction<{ raceId: number; horseNo: number; odd: number }>) => {
      state.slip = { ...state.slip, ...payload, answer: null };
    },
    slipCleared: (state) => {
      state.slip = { ...emptySlip, amountText: state.slip.amountText };
    },
    amountChanged: (state, { payload }: PayloadAction<string>) => {
      state.slip.amountText = payload;
      state.slip.answer = null;
    },
    /** Play the slip; acceptOddsChanges after the member saw the new odd. */
    playRequested: (_state, _action: PayloadAction<{ acceptOddsChanges: boolean }>) => {},
    playStarted: (state, { payload }: PayloadAction<{ key: string; signature: string }>) => {
      state.slip.status = 'playing';
      state.slip.key = payload.key;
      state.slip.signature = payload.signature;
    },
    playFinished: (state, { payload }: PayloadAction<{ answer: PlayGanyanAnswer; keepKey: boolean }>) => {
      state.slip.status = 'idle';
      state.slip.answer = payload.answer;
      if (!payload.keepKey) state.slip.key = null;
      if (!payload.answer.IsSuccess && payload.answer.Code === 'ODDS_CHANGED' && payload.answer.Odd) state.slip.odd = payload.answer.Odd;
      if (payload.answer.IsSuccess) state.slip.horseNo = null;
    },
  },
});

export const racingActions = racingSlice.actions;
export const selectRacing = (s: RootState): RacingState => (s as RootState & { racing?: RacingState }).racing ?? initialRacingState;
