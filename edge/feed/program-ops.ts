/**
 * The program store's vocabulary shared with replication: the inputs of its mutations, one mutation call as a
 * replica repeats it, a commit record, the whole-program dump (and how an index is written to and read from one),
 * and the keys programs are versioned under.
 */
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import type { FeedProvider, ProgramChange, ProgramVersions } from './program-reader';
import { ProgramIndex, type EventRecord } from './program-index';
import type { ProgramStore } from './program-store';

export interface NewEvent {
  event: ProgramEvent;
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
  /** Markets a sport program and the live program carry for this event. */
  mainMarketIds: readonly number[];
}

export type EventPatch = Partial<Omit<ProgramEvent, 'code' | 'nevId' | 'bid' | 'sportId' | 'marketIds' | 'marketCount'>>;
export type ChangeListener = (changes: ProgramChange[], versions: ProgramVersions) => void;
/** A feed whose program is a ProgramStore: the generator, or an edge's replica of the feed process's. */
export type StoreFeed = FeedProvider & { readonly reader: ProgramStore };

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

/** The whole program: every record (removed ones with their removal time), the removal order, every version. */
export interface ProgramDump {
  format: 1;
  events: { input: NewEvent; removedAt: number | null }[];
  removed: number[];
  versions: Record<string, number>;
}

/** A dump whose event entries are built on demand, each with the event's version (see ProgramStore.dumpParts). */
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
