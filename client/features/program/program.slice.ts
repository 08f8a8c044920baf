/**
 * The bet program, normalised: events by code (event-table.ts) and markets and outcomes by id (sharded-table.ts),
 * each split into small shards so a live change copies a shard rather than every event, market or outcome; plus per
 * program key ('sport:1', 'live', 'event:123', and the home's parts 'home:1') the load status, the room version and which events
 * the last snapshot held. Snapshots are upserted; an event that leaves every program it was in is dropped with its
 * markets and outcomes. The home's answer comes as one part per sport (`highlights` lists them in order).
 */
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';
import { HIGHLIGHTS_PROGRAM_KEY, LIVE_PROGRAM_KEY, applyLiveBatch, marketsOfEvents, type LiveBatch } from './program-live.reducers';
import { emptyTable, plain, removeFrom, upsertMany, type ShardedTable } from './sharded-table';
import { emptyEvents, removeEvents, upsertEvents, type EventTable } from './event-table';

export type ProgramKey = string;
export const sportKey = (sportId: number): ProgramKey => `sport:${sportId}`;
export const LIVE_KEY: ProgramKey = LIVE_PROGRAM_KEY;
export const eventKey = (code: number): ProgramKey => `event:${code}`;
/** The program home's load ('home') and its part of one sport's program ('home:1'), kept by that sport's room. */
export const HIGHLIGHTS_KEY: ProgramKey = HIGHLIGHTS_PROGRAM_KEY;
export const highlightKey = (sportId: number): ProgramKey => `${HIGHLIGHTS_KEY}:${sportId}`;

/** One sport of the home's highlights: its part is under highlightKey(sportId). */
export interface HighlightEntry {
  sportId: number;
  /** Events in the sport's whole program. */
  count: number;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface ProgramLoad {
  status: LoadStatus;
  /** Turkish message of the last failed load; the data loaded before stays. */
  error: string | null;
}

export interface ProgramState {
  /** Sharded by code (event-table.ts), so a live match's update does not copy every event. */
  events: EventTable;
  /** Sharded by id rather than entity maps, so a live change does not copy every market or outcome (sharded-table.ts). */
  markets: ShardedTable<ProgramMarket>;
  outcomes: ShardedTable<ProgramOutcome>;
  loads: Record<ProgramKey, ProgramLoad>;
  versions: Record<ProgramKey, number>;
  /** Event codes of each program's last snapshot, in the server's order. */
  members: Record<ProgramKey, number[]>;
  /** When the last program answer came from the service-worker cache, its cache time; null for a fresh answer. */
  cachedAt: number | null;
  /** The realtime socket (or its fallback polling) keeps the shown programs current: no 30 s refresh. */
  liveSync: boolean;
  /** The sports of the home's last highlights answer, in order. */
  highlights: HighlightEntry[];
}

export const initialProgramState: ProgramState = {
  events: emptyEvents(),
  markets: emptyTable<ProgramMarket>(),
  outcomes: emptyTable<ProgramOutcome>(),
  loads: {},
  versions: {},
  members: {},
  cachedAt: null,
  liveSync: false,
  highlights: [],
};

export interface SnapshotPayload {
  key: ProgramKey;
  snapshot: ProgramSnapshot;
  cachedAt: number | null;
}

/** Removes markets (those of `codes`' events that `keep` does not hold) with their outcomes. */
const removeMarketsOf = (state: ProgramState, codes: Set<number>, keep: (marketId: number) => boolean = () => false): void => {
  const markets = marketsOfEvents(plain(state.markets), codes).filter((m) => !keep(m.id));
  removeFrom(state.outcomes, markets.flatMap((m) => m.outcomeIds));
  removeFrom(state.markets, markets.map((m) => m.id));
};

/** Drops events no program holds any more, with their markets and outcomes. */
const collect = (state: ProgramState, dropped: number[]): void => {
  if (dropped.length === 0) return;
  const held = new Set(Object.values(plain(state.members)).flat());
  const gone = new Set(dropped.filter((code) => !held.has(code)));
  if (gone.size === 0) return;
  removeMarketsOf(state, gone);
  removeEvents(state.events, [...gone]);
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
    /** Intent: show the program home's highlights (a part of a few sports' programs). */
    highlightsRequested: () => {},
    /** A program part loaded by another key (a sport of the home) is shown: keep it current from its room. */
    roomWatched: (_s, _a: PayloadAction<{ key: ProgramKey }>) => {},
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
        removeMarketsOf(state, new Set(codes), (id) => fresh.has(id));
      }
      upsertEvents(state.events, snapshot.events);
      upsertMany(state.markets, snapshot.markets);
      upsertMany(state.outcomes, snapshot.outcomes);
      const kept = new Set(codes);
      const dropped = (state.members[key] ?? []).filter((code) => !kept.has(code));
      state.members[key] = codes;
      state.versions[key] = snapshot.version;
      state.loads[key] = { status: 'ready', error: null };
      state.cachedAt = payload.cachedAt;
      collect(state, dropped);
    },
    /** Realtime room messages of one socket hand-over (at most one per frame), in version order per program key. */
    liveBatchApplied: (state, { payload }: PayloadAction<LiveBatch>) => {
      // Applied to the plain state, not the draft (program-live.reducers.ts). The answer is frozen at its top, so
      // Immer takes it as it is; in tests and the dev server Immer then freezes it deeply, as any of its answers.
      return Object.freeze(applyLiveBatch(original(state) ?? state, payload));
    },
    liveSyncChanged: (state, { payload }: PayloadAction<{ active: boolean }>) => {
      state.liveSync = payload.active;
    },
    /** The home's answer is in (its parts came as snapshots of their highlight keys). */
    highlightsListed: (state, { payload }: PayloadAction<{ sports: HighlightEntry[] }>) => {
      state.highlights = payload.sports;
      state.loads[HIGHLIGHTS_KEY] = { status: 'ready', error: null };
    },
    /** The edge knows no such event (404): its detail is loaded, and empty; the page says so. */
    eventMissing: (state, { payload }: PayloadAction<{ key: ProgramKey }>) => {
      const dropped = state.members[payload.key] ?? [];
      state.members[payload.key] = [];
      state.loads[payload.key] = { status: 'ready', error: null };
      collect(state, dropped);
    },
    loadFailed: (state, { payload }: PayloadAction<{ key: ProgramKey; error: string }>) => {
      state.loads[payload.key] = { status: 'error', error: payload.error };
    },
  },
});

export const programActions = programSlice.actions;
