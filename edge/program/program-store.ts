/**
 * The in-memory bet program: events, markets and outcomes with the indexes the HTTP routes and the coupon play
 * check need. Whatever fills it (the generator's simulator or a real provider's adapter) goes through the same
 * mutation methods and then commit(), which bumps the version of every program touched and tells listeners.
 * A snapshot is built once per version and never changes afterwards (asOf is when it was built), so callers may
 * cache anything derived from it by version; reads between a mutation and its commit still see the last commit.
 * Events that leave the program stay findable by code, NevId and bid until purged, for bet-detail routing.
 * Replication (FEED_MODE=external: commit records, applyCommit, dumps, continued versions) is ProgramReplication's
 * (program-replication.ts); the store only lets it record mutation calls and commit through replicationAccess().
 */
import type { ProgramEvent, ProgramHighlights, ProgramMarket, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import type { OutcomeRef, ProgramChange, ProgramReader, ProgramVersions } from './program-reader';
import { ProgramIndex, type EventRecord } from './program-index';
import {
  LIVE_KEY, addVersion, eventKey, eventRows, sportKey,
  type ChangeListener, type EventPatch, type NewEvent, type ProgramOp, type ReplicationAccess, type StoreRecorder,
} from './program-ops';
import { buildEventDetail, buildLiveProgram, buildSportMenu, buildSportProgram } from './program-snapshots';
import { SnapshotCache } from './snapshot-cache';
import { programHighlights } from './program-highlights';

export type { ChangeListener, CommitRecord, CommitRecordListener, EventPatch, NewEvent, ProgramDump, ProgramOp } from './program-ops';

export class ProgramStore implements ProgramReader {
  private index = new ProgramIndex();
  private readonly versions = new Map<string, number>();
  private readonly snapshots = new SnapshotCache(() => this.now(), (key) => this.versions.get(key) ?? 0);
  /** Programs the open batch touched: each one's cached snapshot goes at commit, with its version step. */
  private readonly touched = new Set<string>();
  private readonly pending = new Map<string, ProgramChange>();
  private readonly listeners = new Set<ChangeListener>();
  /** Replications recording this store's mutation calls (only while they have record listeners). */
  private readonly recorders = new Set<StoreRecorder>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onListenerError: (err: unknown) => void = (err) => console.error('[feed] change listener failed', err),
  ) {}

  // ---- mutations ----

  addEvent(input: NewEvent): void {
    const { event } = input;
    if (this.index.get(event.code)) throw new Error(`event ${event.code} is already in the program`);
    const rec = this.index.add(input);
    this.record({ op: 'add', input });
    this.touchEvent(rec, event.live, true);
    this.pending.set(`e:${event.code}`, { kind: 'event', event });
    for (const market of input.markets) this.pending.set(`m:${market.id}`, { kind: 'market', market });
    for (const outcome of input.outcomes) this.pending.set(`o:${outcome.id}`, { kind: 'outcome', outcome, eventCode: event.code });
  }

  updateEvent(code: number, patch: EventPatch): ProgramEvent | undefined {
    const rec = this.index.get(code);
    if (!rec) return undefined;
    const wasLive = rec.event.live;
    this.record({ op: 'event', code, patch });
    rec.event = { ...rec.event, ...patch };
    this.touchEvent(rec, wasLive || rec.event.live, wasLive !== rec.event.live);
    this.pending.set(`e:${code}`, { kind: 'event', event: rec.event });
    return rec.event;
  }

  updateMarket(id: number, patch: { status: number }): void {
    const market = this.index.markets.get(id);
    if (!market || market.status === patch.status) return;
    const next = { ...market, ...patch };
    this.record({ op: 'market', id, status: patch.status });
    this.index.markets.set(id, next);
    this.touchMarket(next);
    this.pending.set(`m:${id}`, { kind: 'market', market: next });
  }

  updateOutcome(id: number, patch: { odd?: number; status?: number }): void {
    const outcome = this.index.outcomes.get(id);
    if (!outcome) return;
    if ((patch.odd ?? outcome.odd) === outcome.odd && (patch.status ?? outcome.status) === outcome.status) return;
    const next = { ...outcome, ...patch };
    this.record({ op: 'outcome', id, patch });
    this.index.outcomes.set(id, next);
    const market = this.index.markets.get(next.marketId);
    if (market) this.touchMarket(market);
    this.pending.set(`o:${id}`, { kind: 'outcome', outcome: next, eventCode: market?.eventCode ?? 0 });
  }

  /**
   * Takes an event out of the program (started without in-running play, finished, cancelled). Its markets close
   * with it: the 'removed' notice stands for them, so no per-outcome notices follow. `at` (default: the clock)
   * is the removal time purge goes by; a replica passes the feed's.
   */
  removeEvent(code: number, closedStatus: number, at: number = this.now()): void {
    const rec = this.index.get(code);
    if (!rec || !rec.inProgram) return;
    this.record({ op: 'remove', code, closedStatus, at });
    this.touchEvent(rec, rec.event.live, true);
    this.index.leaveProgram(rec, at, closedStatus);
    this.pending.set(`r:${code}`, { kind: 'removed', eventCode: code });
  }

  /** Forgets events that left the program before `before`. */
  purge(before: number): void {
    const gone = this.index.purge(before);
    // A purge that forgot nothing need not reach replicas (the simulator calls it every tick).
    if (gone.length > 0) this.record({ op: 'purge', before });
    for (const code of gone) {
      this.versions.delete(eventKey(code));
      this.snapshots.drop(eventKey(code));
    }
  }

  /** Publishes the changes since the last commit: one version step per touched program. */
  commit(): ProgramChange[] {
    return this.publish((key) => (this.versions.get(key) ?? 0) + 1);
  }

  // ---- commit internals ----

  /** For ProgramReplication (program-replication.ts) only: what recording, applying and dumping need. */
  replicationAccess(): ReplicationAccess {
    return {
      index: () => this.index,
      versions: this.versions,
      hasUncommitted: () => this.hasUncommitted(),
      discardUncommitted: () => this.discardUncommitted(),
      attach: (recorder) => {
        this.recorders.add(recorder);
        return () => void this.recorders.delete(recorder);
      },
      commitAt: (given) => {
        // Programs whose version moves lose their snapshot even if this replica's touches missed them.
        for (const key of given.keys()) this.touched.add(key);
        return this.publish((key) => given.get(key));
      },
      replace: (index, dumped) => {
        this.discardUncommitted();
        this.index = index;
        this.versions.clear();
        this.snapshots.reset();
        const versions: ProgramVersions = { sports: {}, events: {} };
        for (const [key, v] of Object.entries(dumped)) {
          this.versions.set(key, v);
          addVersion(versions, key, v);
        }
        this.notify([], versions);
      },
      setVersions: (entries) => {
        for (const [key, v] of entries) this.versions.set(key, v);
        this.snapshots.dropSnapshots();
      },
      onListenerError: (err) => this.onListenerError(err),
    };
  }

  private hasUncommitted(): boolean {
    return this.touched.size > 0 || this.pending.size > 0;
  }

  private discardUncommitted(): void {
    this.touched.clear();
    this.pending.clear();
    this.snapshots.discard();
    for (const recorder of this.recorders) recorder.discard();
  }

  private record(op: ProgramOp): void {
    for (const recorder of this.recorders) recorder.op(op);
  }

  /**
   * Ends a batch: each touched program gets the version `next` gives (undefined: the version stays, only the
   * cached snapshot goes), then change and record listeners are told.
   */
  private publish(next: (key: string) => number | undefined): ProgramChange[] {
    if (!this.hasUncommitted()) return [];
    const versions: ProgramVersions = { sports: {}, events: {} };
    for (const key of this.touched) {
      this.snapshots.drop(key);
      const v = next(key);
      if (v === undefined) continue;
      this.versions.set(key, v);
      addVersion(versions, key, v);
    }
    this.snapshots.commit();
    const changes = [...this.pending.values()];
    this.touched.clear();
    this.pending.clear();
    const records = [...this.recorders].map((recorder) => recorder.commit(versions));
    // Change listeners first: the feed's room messages leave before its replication item, so an edge's replica
    // tends to trail the room messages it has received rather than run ahead of them.
    this.notify(changes, versions);
    for (const deliver of records) deliver();
    return changes;
  }

  private notify(changes: ProgramChange[], versions: ProgramVersions): void {
    for (const listener of this.listeners) {
      try {
        listener(changes, versions);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- reads ----

  isMainMarket(marketId: number): boolean {
    const market = this.index.markets.get(marketId);
    return !!market && !!this.index.get(market.eventCode)?.mainIds.has(marketId);
  }

  /** Whether an event is in the program now: outright and duel selections are valid only while it is. */
  inProgram(code: number): boolean {
    return this.index.get(code)?.inProgram ?? false;
  }

  market(marketId: number): ProgramMarket | undefined {
    return this.index.markets.get(marketId);
  }

  /** Current version of a sport (or outright) program, the live program (0) or an event detail. */
  version(program: { sportId: number } | { live: true } | { eventCode: number }): number {
    const key = 'live' in program ? LIVE_KEY : 'sportId' in program ? sportKey(program.sportId) : eventKey(program.eventCode);
    return this.versions.get(key) ?? 0;
  }

  sportMenu(): SportMenuItem[] {
    return this.snapshots.sportMenu(() => buildSportMenu(this.index));
  }
  sportProgram(sportId: number): ProgramSnapshot {
    return this.snapshots.snapshot(sportKey(sportId), (stamp) => buildSportProgram(this.index, sportId, stamp));
  }
  liveProgram(): ProgramSnapshot {
    return this.snapshots.snapshot(LIVE_KEY, (stamp) => buildLiveProgram(this.index, stamp));
  }
  highlights(): ProgramHighlights {
    return programHighlights(this.index, this.snapshots, (key) => this.versions.get(key) ?? 0);
  }

  eventDetail(code: number): ProgramSnapshot | undefined {
    const rec = this.index.get(code);
    if (!rec) return undefined;
    return this.snapshots.snapshot(eventKey(code), (stamp) => buildEventDetail(this.index, rec, stamp));
  }

  eventByCode(code: number): ProgramEvent | undefined {
    return this.index.get(code)?.event;
  }

  /** An event's rows as they stand (a checkpoint restore gives them back to the simulator). */
  eventRows(code: number): NewEvent | undefined {
    const rec = this.index.get(code);
    return rec && eventRows(this.index, rec);
  }

  eventByNevId(nevId: number): ProgramEvent | undefined {
    return this.index.byNevId(nevId)?.event;
  }
  eventByBid(bid: string): ProgramEvent | undefined {
    return this.index.byBid(bid)?.event;
  }

  outcome(outcomeId: number): OutcomeRef | undefined {
    const outcome = this.index.outcomes.get(outcomeId);
    const market = outcome && this.index.markets.get(outcome.marketId);
    const event = market && this.index.get(market.eventCode)?.event;
    return outcome && market && event ? { event, market, outcome } : undefined;
  }

  /** Events in the program now (pre-match and live, outrights included); the simulator and tests walk them. */
  programEvents(): ProgramEvent[] {
    return this.index.programRecords().map((r) => r.event);
  }

  // ---- internals ----

  /** `live`: the live program shows (or showed) the event; `counts`: the sport menu's counts move. */
  private touchEvent(rec: EventRecord, live: boolean, counts: boolean): void {
    this.touched.add(eventKey(rec.event.code));
    if (!rec.inProgram) return;
    this.touched.add(sportKey(rec.event.sportId));
    if (live) this.touched.add(LIVE_KEY);
    if (counts) this.snapshots.menuMoved();
  }

  private touchMarket(market: ProgramMarket): void {
    const rec = this.index.get(market.eventCode);
    if (!rec) return;
    this.touched.add(eventKey(rec.event.code));
    if (!rec.inProgram || !rec.mainIds.has(market.id)) return;
    this.touched.add(sportKey(rec.event.sportId));
    if (rec.event.live) this.touched.add(LIVE_KEY);
  }
}
