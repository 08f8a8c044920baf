/**
 * The in-memory bet program: events, markets and outcomes with the indexes the HTTP routes and the coupon play
 * check need. Whatever fills it (the generator's simulator or a real provider's adapter) goes through the same
 * mutation methods and then commit(), which bumps the version of every program touched and tells listeners.
 * A snapshot is built once per version and never changes afterwards (asOf is when it was built), so callers may
 * cache anything derived from it by version; reads between a mutation and its commit still see the last commit.
 * Events that leave the program stay findable by code, NevId and bid until purged, for bet-detail routing.
 */
import { SPORTS, canonicalSlug } from '@shared/constants/sports';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import type { OutcomeRef, ProgramChange, ProgramReader, ProgramVersions } from './program-reader';
import { ProgramIndex, type EventRecord } from './program-index';
import { buildEventDetail, buildLiveProgram, buildSportProgram, type SnapshotStamp } from './program-snapshots';

export interface NewEvent {
  event: ProgramEvent;
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
  /** Markets a sport program and the live program carry for this event. */
  mainMarketIds: readonly number[];
}

export type EventPatch = Partial<Omit<ProgramEvent, 'code' | 'nevId' | 'bid' | 'sportId' | 'marketIds' | 'marketCount'>>;
export type ChangeListener = (changes: ProgramChange[], versions: ProgramVersions) => void;

const LIVE_KEY = 'live';
const sportKey = (id: number) => `sport:${id}`;
const eventKey = (code: number) => `event:${code}`;

export class ProgramStore implements ProgramReader {
  private readonly index = new ProgramIndex();
  private readonly versions = new Map<string, number>();
  private readonly cache = new Map<string, ProgramSnapshot>();
  private menuCache: SportMenuItem[] | null = null;
  private menuStale = false;
  private readonly touched = new Set<string>();
  private readonly pending = new Map<string, ProgramChange>();
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onListenerError: (err: unknown) => void = (err) => console.error('[feed] change listener failed', err),
  ) {}

  // ---- mutations ----

  addEvent(input: NewEvent): void {
    const { event } = input;
    if (this.index.get(event.code)) throw new Error(`event ${event.code} is already in the program`);
    const rec = this.index.add(input);
    this.touchEvent(rec, event.live, true);
    this.pending.set(`e:${event.code}`, { kind: 'event', event });
    for (const market of input.markets) this.pending.set(`m:${market.id}`, { kind: 'market', market });
    for (const outcome of input.outcomes) this.pending.set(`o:${outcome.id}`, { kind: 'outcome', outcome, eventCode: event.code });
  }

  updateEvent(code: number, patch: EventPatch): ProgramEvent | undefined {
    const rec = this.index.get(code);
    if (!rec) return undefined;
    const wasLive = rec.event.live;
    rec.event = { ...rec.event, ...patch };
    this.touchEvent(rec, wasLive || rec.event.live, wasLive !== rec.event.live);
    this.pending.set(`e:${code}`, { kind: 'event', event: rec.event });
    return rec.event;
  }

  updateMarket(id: number, patch: { status: number }): void {
    const market = this.index.markets.get(id);
    if (!market || market.status === patch.status) return;
    const next = { ...market, ...patch };
    this.index.markets.set(id, next);
    this.touchMarket(next);
    this.pending.set(`m:${id}`, { kind: 'market', market: next });
  }

  updateOutcome(id: number, patch: { odd?: number; status?: number }): void {
    const outcome = this.index.outcomes.get(id);
    if (!outcome) return;
    if ((patch.odd ?? outcome.odd) === outcome.odd && (patch.status ?? outcome.status) === outcome.status) return;
    const next = { ...outcome, ...patch };
    this.index.outcomes.set(id, next);
    const market = this.index.markets.get(next.marketId);
    if (market) this.touchMarket(market);
    this.pending.set(`o:${id}`, { kind: 'outcome', outcome: next, eventCode: market?.eventCode ?? 0 });
  }

  /**
   * Takes an event out of the program (started without in-running play, finished, cancelled). Its markets close
   * with it: the 'removed' notice stands for them, so no per-outcome notices follow.
   */
  removeEvent(code: number, closedStatus: number): void {
    const rec = this.index.get(code);
    if (!rec || !rec.inProgram) return;
    this.touchEvent(rec, rec.event.live, true);
    this.index.leaveProgram(rec, this.now(), closedStatus);
    this.pending.set(`r:${code}`, { kind: 'removed', eventCode: code });
  }

  /** Forgets events that left the program before `before`. */
  purge(before: number): void {
    for (const code of this.index.purge(before)) {
      this.versions.delete(eventKey(code));
      this.cache.delete(eventKey(code));
    }
  }

  /** Publishes the changes since the last commit: one version step per touched program. */
  commit(): ProgramChange[] {
    if (this.touched.size === 0 && this.pending.size === 0) return [];
    const versions: ProgramVersions = { sports: {}, events: {} };
    for (const key of this.touched) {
      const v = (this.versions.get(key) ?? 0) + 1;
      this.versions.set(key, v);
      this.cache.delete(key);
      const [kind, id] = key.split(':');
      if (kind === 'sport') versions.sports[Number(id)] = v;
      else if (kind === 'event') versions.events[Number(id)] = v;
      else versions.live = v;
    }
    if (this.menuStale) {
      this.menuCache = null;
      this.menuStale = false;
    }
    const changes = [...this.pending.values()];
    this.touched.clear();
    this.pending.clear();
    for (const listener of this.listeners) {
      try {
        listener(changes, versions);
      } catch (err) {
        this.onListenerError(err);
      }
    }
    return changes;
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
    this.menuCache ??= SPORTS.map((sp) => {
      const codes = this.index.sportCodes(sp.id);
      let liveCount = 0;
      for (const code of codes) if (this.index.get(code)?.event.live) liveCount++;
      return {
        sportId: sp.id, name: sp.name, slug: canonicalSlug(sp), count: codes.size, liveCount,
        outrightCount: sp.outrightId ? this.index.sportCodes(sp.outrightId).size : 0,
      };
    });
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
