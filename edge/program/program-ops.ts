/**
 * The program store's vocabulary shared with replication: the inputs of its mutations, one mutation call as a
 * replica repeats it, a commit record, the whole-program dump (and how an index is written to and read from one),
 * the keys programs are versioned under, and the small internal interface through which ProgramReplication
 * (program-replication.ts) works on a store.
 */
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import type { ProgramChange, ProgramVersions } from './program-reader';
import { ProgramIndex, type EventRecord } from './program-index';

export interface NewEvent {
  event: ProgramEvent;
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
  /** Markets a sport program and the live program carry for this event. */
  mainMarketIds: readonly number[];
}

export type EventPatch = Partial<Omit<ProgramEvent, 'code' | 'nevId' | 'bid' | 'sportId' | 'marketIds' | 'marketCount'>>;
export type ChangeListener = (changes: ProgramChange[], versions: ProgramVersions) => void;

/** One mutation call as the replica repeats it (arguments as given, `at` being the feed's clock). */
export type ProgramOp =
  | { op: 'add'; input: NewEvent }
  | { op: 'event'; code: number; patch: EventPatch }
  | { op: 'market'; id: number; status: number }
  | { op: 'outcome'; id: number; patch: { odd?: number; status?: number } }
  | { op: 'remove'; code: number; closedStatus: number; at: number }
  | { op: 'purge'; before: number };

/** One commit of the feed: its mutation calls since the last commit and the versions it reached. */
export interface CommitRecord {
  ops: ProgramOp[];
  versions: ProgramVersions;
}
export type CommitRecordListener = (record: CommitRecord) => void;

/** What a store tells a replication that records it (ProgramStore.replicationAccess().attach). */
export interface StoreRecorder {
  /** A mutation call, as a replica would repeat it. */
  op(op: ProgramOp): void;
  /** A commit reached `versions`: called before the change listeners; the function it returns, after them. */
  commit(versions: ProgramVersions): () => void;
  /** The mutations since the last commit were dropped (a replica's failed commit, a dump load). */
  discard(): void;
}

/** The store's commit internals, for ProgramReplication only (ProgramStore.replicationAccess()). */
export interface ReplicationAccess {
  /** The program as it stands (loadDump replaces it). */
  index(): ProgramIndex;
  readonly versions: ReadonlyMap<string, number>;
  hasUncommitted(): boolean;
  /** Forgets the mutations since the last commit: their version steps, notices and recorded calls. */
  discardUncommitted(): void;
  /** Records every mutation call and commit until the returned function is called. */
  attach(recorder: StoreRecorder): () => void;
  /** Commits with the given versions, never a step of its own (a program not given keeps its version). */
  commitAt(given: ReadonlyMap<string, number>): ProgramChange[];
  /** Replaces the program and every version; change listeners are told with no changes and every version. */
  replace(index: ProgramIndex, versions: Readonly<Record<string, number>>): void;
  /** Sets versions; every cached snapshot goes. */
  setVersions(entries: Iterable<[string, number]>): void;
  /** Where a failing record listener's error goes (the store's listener-error handler). */
  onListenerError(err: unknown): void;
}

/** The whole program: every record (removed ones with their removal time), the removal order, every version. */
export interface ProgramDump {
  format: 1;
  events: { input: NewEvent; removedAt: number | null }[];
  removed: number[];
  versions: Record<string, number>;
}

/** A dump whose event entries are built on demand, each with the event's version (see ProgramReplication.dumpParts). */
export interface DumpParts {
  events: { code: number; nevId: number; removedAt: number | null; version: number; entry(): ProgramDump['events'][number] }[];
  removed: number[];
  versions: Record<string, number>;
}

export const LIVE_KEY = 'live';
export const sportKey = (id: number) => `sport:${id}`;
export const eventKey = (code: number) => `event:${code}`;
export const addVersion = (versions: ProgramVersions, key: string, v: number): void => {
  const [kind, id] = key.split(':');
  if (kind === 'sport') versions.sports[Number(id)] = v;
  else if (kind === 'event') versions.events[Number(id)] = v;
  else versions.live = v;
};

/** One event's rows as they stand: the event, its markets and outcomes, its main markets. */
export const eventRows = (index: ProgramIndex, rec: EventRecord): NewEvent => {
  const markets: ProgramMarket[] = [];
  const outcomes: ProgramOutcome[] = [];
  for (const id of rec.event.marketIds) {
    const market = index.markets.get(id);
    if (!market) continue;
    markets.push(market);
    for (const oid of market.outcomeIds) {
      const outcome = index.outcomes.get(oid);
      if (outcome) outcomes.push(outcome);
    }
  }
  return { event: rec.event, markets, outcomes, mainMarketIds: [...rec.mainIds] };
};

/** The whole program of an index with its versions (JSON-safe). */
export const dumpIndex = (index: ProgramIndex, versions: ReadonlyMap<string, number>): ProgramDump => {
  const events: ProgramDump['events'] = [];
  for (const rec of index.allRecords()) events.push({ input: eventRows(index, rec), removedAt: rec.inProgram ? null : rec.removedAt });
  return { format: 1, events, removed: [...index.removedCodes()], versions: Object.fromEntries(versions) };
};

/** The index a dump describes. */
export const restoreIndex = (dump: ProgramDump): ProgramIndex => {
  if (dump.format !== 1) throw new Error(`unknown program dump format ${String(dump.format)}`);
  const index = new ProgramIndex();
  for (const { input, removedAt } of dump.events) index.restore(input, removedAt);
  index.setRemovedOrder(dump.removed);
  return index;
};
