/**
 * The in-memory bet program: events, markets and outcomes with the indexes the HTTP routes and the coupon play
 * check need. Whatever fills it (the generator's simulator or a real provider's adapter) goes through the same
 * mutation methods and then commit(), which bumps the version of every program touched and tells listeners.
 * A snapshot is built once per version and never changes afterwards (asOf is when it was built), so callers may
 * cache anything derived from it by version; reads between a mutation and its commit still see the last commit.
 * Events that leave the program stay findable by code, NevId and bid until purged, for bet-detail routing.
 *
 * Replication (FEED_MODE=external): the feed process's store hands every commit's mutation calls, in call order,
 * to onCommitRecord listeners; an edge's replica store re-applies them with applyCommit, which runs the very same
 * mutation methods and then takes the feed's versions instead of stepping its own. dump()/loadDump() carry the
 * whole program (removed events and every version included) for a replica that starts or lost its place.
 */
import type { ProgramEvent, ProgramMarket, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import type { OutcomeRef, ProgramChange, ProgramReader, ProgramVersions } from './program-reader';
import { ProgramIndex, type EventRecord } from './program-index';
import {
  LIVE_KEY, addVersion, dumpIndex, eventKey, eventRows, restoreIndex, sportKey,
  type ChangeListener, type CommitRecord, type CommitRecordListener, type DumpParts, type EventPatch, type NewEvent, type ProgramDump, type ProgramOp,
} from './program-ops';
import { buildEventDetail, buildLiveProgram, buildSportMenu, buildSportProgram, type SnapshotStamp } from './program-snapshots';

export type { ChangeListener, CommitRecord, CommitRecordListener, EventPatch, NewEvent, ProgramDump, ProgramOp, StoreFeed } from './program-ops';

export class ProgramStore implements ProgramReader {
  private index = new ProgramIndex();
  private readonly versions = new Map<string, number>();
  private readonly cache = new Map<string, ProgramSnapshot>();
  private menuCache: SportMenuItem[] | null = null;
  private menuStale = false;
  private readonly touched = new Set<string>();
  private readonly pending = new Map<string, ProgramChange>();
  private readonly listeners = new Set<ChangeListener>();
  private readonly recordListeners = new Set<CommitRecordListener>();
  /** Mutation calls since the last commit, kept only while someone replicates this store. */
  private ops: ProgramOp[] = [];

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
      this.cache.delete(eventKey(code));
    }
  }

  /** Publishes the changes since the last commit: one version step per touched program. */
  commit(): ProgramChange[] {
    return this.publish((key) => (this.versions.get(key) ?? 0) + 1);
  }

  // ---- replication ----

  /**
   * Tells `listener` every commit's mutation calls and versions (after the change listeners). Register it
   * between commits, right after taking a dump(): the records then continue that dump exactly.
   */
  onCommitRecord(listener: CommitRecordListener): () => void {
    if (this.hasUncommitted()) throw new Error('cannot start replicating with uncommitted changes');
    this.recordListeners.add(listener);
    return () => {
      this.recordListeners.delete(listener);
      if (this.recordListeners.size === 0) this.ops = [];
    };
  }

  /**
   * Replica: re-applies the feed's commit through the same mutation methods, then commits with the feed's
   * versions (never its own step). Change listeners fire as for a local commit. A record that does not fit
   * this store (the replica diverged) throws; the caller reloads a dump.
   */
  applyCommit(record: CommitRecord): ProgramChange[] {
    if (this.hasUncommitted()) throw new Error('replica store has uncommitted changes');
    try {
      for (const op of record.ops) this.applyOp(op);
    } catch (err) {
      this.discardUncommitted();
      throw err;
    }
    const given = new Map<string, number>();
    for (const [id, v] of Object.entries(record.versions.sports)) given.set(sportKey(Number(id)), v);
    for (const [code, v] of Object.entries(record.versions.events)) given.set(eventKey(Number(code)), v);
    if (record.versions.live !== undefined) given.set(LIVE_KEY, record.versions.live);
    // Programs whose version moves lose their snapshot even if this replica's touches missed them.
    for (const key of given.keys()) this.touched.add(key);
    return this.publish((key) => given.get(key));
  }

  /** The whole program as of the last commit (JSON-safe). Throws between a mutation and its commit. */
  dump(): ProgramDump {
    if (this.hasUncommitted()) throw new Error('cannot dump with uncommitted changes');
    return dumpIndex(this.index, this.versions);
  }

  /**
   * The dump in parts, each event's entry built only when asked, with the version that names its state: a feed
   * checkpoint serialises again only the events whose version moved. Throws between a mutation and its commit.
   */
  dumpParts(): DumpParts {
    if (this.hasUncommitted()) throw new Error('cannot dump with uncommitted changes');
    const events: DumpParts['events'] = [];
    for (const rec of this.index.allRecords()) {
      const removedAt = rec.inProgram ? null : rec.removedAt;
      const { code, nevId } = rec.event;
      events.push({ code, nevId, removedAt, version: this.versions.get(eventKey(code)) ?? 0, entry: () => ({ input: eventRows(this.index, rec), removedAt }) });
    }
    return { events, removed: [...this.index.removedCodes()], versions: Object.fromEntries(this.versions) };
  }

  /**
   * Replica: replaces the whole program and every version with a dump's. Change listeners are told with no
   * changes (they are not known) and the versions of every program of the dump.
   */
  loadDump(dump: ProgramDump): void {
    const index = restoreIndex(dump);
    this.discardUncommitted();
    this.index = index;
    this.versions.clear();
    this.cache.clear();
    this.menuCache = null;
    this.menuStale = false;
    const versions: ProgramVersions = { sports: {}, events: {} };
    for (const [key, v] of Object.entries(dump.versions)) {
      this.versions.set(key, v);
      addVersion(versions, key, v);
    }
    this.notify([], versions);
  }

  /**
   * Feed start: every program's version continues above a previous run's (taken from that run's dump), so a
   * restarted feed never hands out a version number again with other contents: replicas, their HTTP caches
   * and ETags, and room subscribers see the versions move on. Event versions are carried over only for events
   * in this program; listeners are not told (call before anyone listens).
   */
  continueVersions(previous: Readonly<Record<string, number>>): void {
    if (this.hasUncommitted()) throw new Error('cannot continue versions with uncommitted changes');
    for (const [key, v] of Object.entries(previous)) {
      if (key.startsWith('event:') && !this.index.get(Number(key.slice('event:'.length)))) continue;
      this.versions.set(key, (this.versions.get(key) ?? 0) + v + 1);
    }
    this.cache.clear();
  }

  // ---- commit internals ----

  private hasUncommitted(): boolean {
    return this.touched.size > 0 || this.pending.size > 0;
  }

  private discardUncommitted(): void {
    this.touched.clear();
    this.pending.clear();
    this.menuStale = false;
    this.ops = [];
  }

  private record(op: ProgramOp): void {
    if (this.recordListeners.size > 0) this.ops.push(op);
  }

  private applyOp(op: ProgramOp): void {
    switch (op.op) {
      case 'add':
        return this.addEvent(op.input);
      case 'event':
        if (!this.updateEvent(op.code, op.patch)) throw new Error(`replica: no event ${op.code}`);
        return;
      case 'market':
        return this.updateMarket(op.id, { status: op.status });
      case 'outcome':
        return this.updateOutcome(op.id, op.patch);
      case 'remove':
        return this.removeEvent(op.code, op.closedStatus, op.at);
      case 'purge':
        return this.purge(op.before);
    }
  }

  /**
   * Ends a batch: each touched program gets the version `next` gives (undefined: the version stays, only the
   * cached snapshot goes), then record and change listeners are told.
   */
  private publish(next: (key: string) => number | undefined): ProgramChange[] {
    if (!this.hasUncommitted()) return [];
    const versions: ProgramVersions = { sports: {}, events: {} };
    for (const key of this.touched) {
      this.cache.delete(key);
      const v = next(key);
      if (v === undefined) continue;
      this.versions.set(key, v);
      addVersion(versions, key, v);
    }
    if (this.menuStale) {
      this.menuCache = null;
      this.menuStale = false;
    }
    const changes = [...this.pending.values()];
    this.touched.clear();
    this.pending.clear();
    const record: CommitRecord = { ops: this.ops, versions };
    this.ops = [];
    // Change listeners first: the feed's room messages leave before its replication item, so an edge's replica
    // tends to trail the room messages it has received rather than run ahead of them.
    this.notify(changes, versions);
    for (const listener of this.recordListeners) {
      try {
        listener(record);
      } catch (err) {
        this.onListenerError(err);
      }
    }
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
    this.menuCache ??= buildSportMenu(this.index);
    return this.menuCache;
  }

  sportProgram(sportId: number): ProgramSnapshot {
    const key = sportKey(sportId);
    return this.cached(key, (stamp) => buildSportProgram(this.index, sportId, stamp));
  }

  liveProgram(): ProgramSnapshot {
    return this.cached(LIVE_KEY, (stamp) => buildLiveProgram(this.index, stamp));
  }

  eventDetail(code: number): ProgramSnapshot | undefined {
    const rec = this.index.get(code);
    if (!rec) return undefined;
    return this.cached(eventKey(code), (stamp) => buildEventDetail(this.index, rec, stamp));
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

  /** One snapshot per program and version, dropped when a commit moves the program on; frozen against slips. */
  private cached(key: string, build: (stamp: SnapshotStamp) => ProgramSnapshot): ProgramSnapshot {
    let snap = this.cache.get(key);
    if (!snap) {
      snap = Object.freeze(build({ version: this.versions.get(key) ?? 0, asOf: this.now() }));
      this.cache.set(key, snap);
    }
    return snap;
  }

  /** The program's cached snapshot goes at commit, together with its version step. */
  private touch(key: string): void {
    this.touched.add(key);
  }

  /** `live`: the live program shows (or showed) the event; `counts`: the sport menu's counts move. */
  private touchEvent(rec: EventRecord, live: boolean, counts: boolean): void {
    this.touch(eventKey(rec.event.code));
    if (!rec.inProgram) return;
    this.touch(sportKey(rec.event.sportId));
    if (live) this.touch(LIVE_KEY);
    if (counts) this.menuStale = true;
  }

  private touchMarket(market: ProgramMarket): void {
    const rec = this.index.get(market.eventCode);
    if (!rec) return;
    this.touch(eventKey(rec.event.code));
    if (!rec.inProgram || !rec.mainIds.has(market.id)) return;
    this.touch(sportKey(rec.event.sportId));
    if (rec.event.live) this.touch(LIVE_KEY);
  }
}
