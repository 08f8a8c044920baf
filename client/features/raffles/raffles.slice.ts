/**
 * The raffle pages' state: the raffle list (/cekilis-sonuclari), the winners page's data (/kazandirdiklarimiz), the
 * content blocks shown on them (HTML by key, fetched with a cache-busting parameter) and each drawn raffle's
 * verification (its winners recomputed here from the published seed and entries).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RafflesAnswer, WinnersAnswer } from '@shared/protocol/content-api';
import type { RootState } from '../../app/store';

type Load<T> = { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: T | null };
export type Verification = 'checking' | 'verified' | 'failed';

export interface RafflesState {
  raffles: Load<RafflesAnswer>;
  winners: Load<WinnersAnswer>;
  /** Content blocks' HTML by key; null when the block is not published. */
  content: Record<string, string | null>;
  verification: Record<number, Verification>;
}

export const initialRafflesState: RafflesState = {
  raffles: { status: 'idle', data: null },
  winners: { status: 'idle', data: null },
  content: {},
  verification: {},
};

export const rafflesSlice = createSlice({
  name: 'raffles',
  initialState: initialRafflesState,
  reducers: {
    rafflesRequested: (state) => {
      state.raffles.status = 'loading';
    },
    rafflesLoaded: (state, { payload }: PayloadAction<RafflesAnswer | null>) => {
      state.raffles = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.raffles.data };
    },
    winnersRequested: (state) => {
      state.winners.status = 'loading';
    },
    winnersLoaded: (state, { payload }: PayloadAction<WinnersAnswer | null>) => {
      state.winners = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.winners.data };
    },
    contentRequested: (_state, _action: PayloadAction<string>) => {},
    contentLoaded: (state, { payload }: PayloadAction<{ key: string; html: string | null }>) => {
      state.content[payload.key] = payload.html;
    },
    verifyRequested: (state, { payload }: PayloadAction<number>) => {
      state.verification[payload] = 'checking';
    },
    verified: (state, { payload }: PayloadAction<{ raffleId: number; ok: boolean }>) => {
      state.verification[payload.raffleId] = payload.ok ? 'verified' : 'failed';
    },
  },
});

export const rafflesActions = rafflesSlice.actions;
export const selectRaffles = (s: RootState): RafflesState => s.raffles ?? initialRafflesState;
