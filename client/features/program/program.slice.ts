/**
 * The bet program, normalised: events by code, markets and outcomes by id (entity adapters), plus per program key
 * ('sport:1', 'live', 'event:123') the load status, the room version and which events the last snapshot held.
 * Snapshots are upserted; an event that leaves every program it was in is dropped with its markets and outcomes.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';
import { LIVE_PROGRAM_KEY, applyLiveBatch, type LiveBatch } from './program-live.reducers';

export type ProgramKey = string;
export const sportKey = (sportId: number): ProgramKey => `sport:${sportId}`;
export const LIVE_KEY: ProgramKey = LIVE_PROGRAM_KEY;
export const eventKey = (code: number): ProgramKey => `event:${code}`;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface ProgramLoad {
  status: LoadStatus;
  /** Turkish message of the last failed load; the data loaded before stays. */
  error: string | null;
}

export const eventsAdapter = createEntityAdapter<ProgramEvent, number>({ selectId: (e) => e.code });
export const marketsAdapter = createEntityAdapter<ProgramMarket, number>({ selectId: (m) => m.id });
export const outcomesAdapter = createEntityAdapter<ProgramOutcome, number>({ selectId: (o) => o.id });

export interface ProgramState {
  events: EntityState<ProgramEvent, number>;
  markets: EntityState<ProgramMarket, number>;
  outcomes: EntityState<ProgramOutcome, number>;
  loads: Record<ProgramKey, ProgramLoad>;
  versions: Record<ProgramKey, number>;
  /** Event codes of each program's last snapshot, in the server's order. */
  members: Record<ProgramKey, number[]>;
  /** When the last program answer came from the service-worker cache, its cache time; null for a fresh answer. */
  cachedAt: number | null;
  /** The realtime socket (or its fallback polling) keeps the shown programs current: no 30 s refresh. */
  liveSync: boolean;
}

export const initialProgramState: ProgramState = {
  events: eventsAdapter.getInitialState(),
  markets: marketsAdapter.getInitialState(),
  outcomes: outcomesAdapter.getInitialState(),
  loads: {},
  versions: {},
  members: {},
  cachedAt: null,
  liveSync: false,
};

export interface SnapshotPayload {
  key: ProgramKey;
  snapshot: ProgramSnapshot;
  cachedAt: number | null;
}

const marketIdsOfEvents = (state: ProgramState, codes: Set<number>): number[] =>
  state.markets.ids.filter((id) => {
    const m = state.markets.entities[id];
    return m !== undefined && codes.has(m.eventCode);
  });

const removeMarkets = (state: ProgramState, marketIds: number[]): void => {
  const outcomeIds = marketIds.flatMap((id) => state.markets.entities[id]?.outcomeIds ?? []);
  outcomesAdapter.removeMany(state.outcomes, outcomeIds);
  marketsAdapter.removeMany(state.markets, marketIds);
};

/** Drops events no program holds any more, with their markets and outcomes. */
const collect = (state: ProgramState, dropped: number[]): void => {
  if (dropped.length === 0) return;
  const held = new Set(Object.values(state.members).flat());
  const gone = new Set(dropped.filter((code) => !held.has(code)));
  if (gone.size === 0) return;
  removeMarkets(state, marketIdsOfEvents(state, gone));
  eventsAdapter.removeMany(state.events, [...gone]);
};

export const programSlice = createSlice({
  name: 'program',
  initialState: initialProgramState,
  reducers: {
    /** Intent: show a sport's program (pre-match and live; a negative id is the outright program). */
    sportRequested: (_s, _a: PayloadAction<{ sportId: number }>) => {},
    /** Intent: show the live program. */
    liveRequested: () => {},
    /** Intent: show one event with all its markets. */
    eventRequested: (_s, _a: PayloadAction<{ code: number }>) => {},
    /** The view showing this program is gone: stop refreshing it. */
    programReleased: (_s, _a: PayloadAction<{ key: ProgramKey }>) => {},
    loadStarted: (state, { payload }: PayloadAction<{ key: ProgramKey }>) => {
      const prev = state.loads[payload.key];
      state.loads[payload.key] = { status: 'loading', error: prev?.error ?? null };
    },
    snapshotReceived: (state, { payload }: PayloadAction<SnapshotPayload>) => {
      const { key, snapshot } = payload;
      const codes = snapshot.events.map((e) => e.code);
      if (key.startsWith('event:')) {
        // A detail snapshot holds every market of its events: markets it no longer lists are gone.
        const fresh = new Set(snapshot.markets.map((m) => m.id));
        removeMarkets(state, marketIdsOfEvents(state, new Set(codes)).filter((id) => !fresh.has(id)));
      }
      eventsAdapter.upsertMany(state.events, snapshot.events);
      marketsAdapter.upsertMany(state.markets, snapshot.markets);
      outcomesAdapter.upsertMany(state.outcomes, snapshot.outcomes);
      const kept = new Set(codes);
      const dropped = (state.members[key] ?? []).filter((code) => !kept.has(code));
      state.members[key] = codes;
      state.versions[key] = snapshot.version;
      state.loads[key] = { status: 'ready', error: null };
      state.cachedAt = payload.cachedAt;
      collect(state, dropped);
    },
    /** Realtime room messages of one animation frame, in version order per program key. */
    liveBatchApplied: (state, { payload }: PayloadAction<LiveBatch>) => {
      applyLiveBatch(state, payload, collect);
    },
    liveSyncChanged: (state, { payload }: PayloadAction<{ active: boolean }>) => {
      state.liveSync = payload.active;
    },
    loadFailed: (state, { payload }: PayloadAction<{ key: ProgramKey; error: string }>) => {
      state.loads[payload.key] = { status: 'error', error: payload.error };
    },
  },
});

export const programActions = programSlice.actions;
