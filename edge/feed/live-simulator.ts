/**
 * The clock of the generated program. Each tick publishes the matches that entered the seven-day window, kicks
 * off the ones whose time has come (live when played in running, otherwise out of the program), moves running
 * matches, finishes them with an official result, nudges pre-match odds, and commits one batch of changes.
 */
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { OUTRIGHT_IDS } from '@shared/constants/sports';
import { buildEvent, eventState, restoreEvent, type GeneratedEvent, type GeneratedEventState } from './event-builder';
import { DAY_MS, istanbulDayNumber } from '@shared/time/istanbul';
import { LiveMatch, repricePrematch, type LiveMatchState } from './live-match';
import { quoteMarket } from './market-pricing';
import { calledOffResult, finishedResult, resultSource } from './official-result';
import { buildOutright, buildOutrights, outrightState, restoreOutright, type GeneratedOutright, type OutrightState } from './outright-builder';
import { planDay, startedBlueprints, type Blueprint } from './program-generator';
import { ProgramIds, type DisplayCounters, type IdSpace } from './program-ids';
import type { ProgramStore } from '../program/program-store';
import type { ResultQueue } from './result-queue';
import { SeededRandom, mixSeed } from '@shared/random/seeded-random';

export interface SimulatorConfig {
  seed: number;
  /** Multiplies match counts (tests use small scales). */
  scale: number;
  /** How far ahead the program reaches. */
  horizonMs?: number;
  /** How long finished and called-off events stay findable by code, NevId and bid. */
  keepFinishedMs?: number;
}

/** The simulator in a feed checkpoint; the program rows themselves are in the store's dump beside it. */
export interface SimulatorState {
  format: 1;
  seed: number;
  scale: number;
  lastTick: number;
  plannedThrough: number;
  rng: number;
  ids: DisplayCounters;
  upcoming: GeneratedEventState[];
  running: { event: GeneratedEventState; match: LiveMatchState; inPlay: boolean }[];
  outrights: OutrightState[];
}

/** An official result already stored for an event (by its NID): a restored feed takes it as the event's end. */
export interface RecordedResult {
  status: number;
  score: [number, number] | null;
}

/** Pre-match odds moves per second at scale 1, and outright moves per second. */
const PREMATCH_NUDGES_PER_S = 0.5;
const OUTRIGHT_NUDGES_PER_S = 1 / 60;
// A long pause between ticks (a suspended laptop, a test jumping hours) must not turn into a burst of odds moves.
const MAX_NUDGES_PER_TICK = 5;

export class LiveSimulator {
  private readonly ids: ProgramIds;
  private readonly rng: SeededRandom;
  private readonly horizonMs: number;
  private readonly keepFinishedMs: number;
  /** Planned matches beyond the window, in start order. */
  private readonly pending: Blueprint[] = [];
  private plannedThrough = Number.NEGATIVE_INFINITY;
  /** Matches in the program that have not started, in start order. */
  private upcoming: GeneratedEvent[] = [];
  private readonly running = new Map<number, LiveMatch>();
  private outrights: GeneratedOutright[] = [];
  private lastTick = 0;

  constructor(
    private readonly cfg: SimulatorConfig,
    private readonly store: ProgramStore,
    private readonly results: ResultQueue,
    ids: IdSpace,
  ) {
    this.ids = new ProgramIds(cfg.seed, ids);
    this.rng = new SeededRandom(mixSeed(cfg.seed, 0x51));
    this.horizonMs = cfg.horizonMs ?? 7 * DAY_MS;
    this.keepFinishedMs = cfg.keepFinishedMs ?? 3 * DAY_MS;
  }

  /** Fills the program as of `now`, with a few matches already running. */
  init(now: number): void {
    this.plannedThrough = istanbulDayNumber(now) - 1;
    this.publishDue(now);
    const share = this.rng.range(0.03, 0.06);
    const started = startedBlueprints(this.cfg.seed, Math.max(1, Math.round(this.upcoming.length * share)), now, this.upcoming.map((g) => g.ref));
    for (const bp of started) {
      const gen = buildEvent(bp, this.ids, this.cfg.seed, { started: true });
      const elapsed = this.rng.range(0.05, 0.85) * gen.sim.durationMs;
      gen.event = { ...gen.event, startsAt: Math.floor((now - elapsed) / 60_000) * 60_000 };
      this.store.addEvent(gen);
      this.begin(gen, now);
    }
    this.outrights = buildOutrights(OUTRIGHT_IDS, this.cfg.seed, now, this.ids);
    for (const o of this.outrights) this.store.addEvent(o);
    this.lastTick = now;
    this.store.commit();
  }

  /** Everything needed to go on after a restart; call between ticks (the store must have no uncommitted change). */
  snapshot(): SimulatorState {
    return {
      format: 1, seed: this.cfg.seed, scale: this.cfg.scale, lastTick: this.lastTick, plannedThrough: this.plannedThrough,
      rng: this.rng.state, ids: this.ids.counters(), upcoming: this.upcoming.map(eventState),
      running: [...this.running.values()].map((m) => ({ event: eventState(m.gen), match: m.snapshot(), inPlay: m.inPlay })),
      outrights: this.outrights.map(outrightState),
    };
  }

  /**
   * Goes on from a checkpoint instead of init(): the store already holds the checkpoint's program. Events whose
   * result was stored after the checkpoint was taken end as recorded (no second, different result is made).
   */
  restore(state: SimulatorState, recorded: ReadonlyMap<number, RecordedResult>): void {
    if (state.format !== 1 || state.seed !== this.cfg.seed || state.scale !== this.cfg.scale) throw new Error('checkpoint of another feed');
    this.ids.restoreCounters(state.ids);
    this.rng.state = state.rng;
    this.plannedThrough = state.plannedThrough;
    this.lastTick = state.lastTick;
    const until = state.lastTick + this.horizonMs;
    for (let day = istanbulDayNumber(until); day <= this.plannedThrough; day++) {
      this.pending.push(...planDay(this.cfg.seed, day, this.cfg.scale).filter((bp) => bp.startsAt > until));
    }
    const rowsOf = (code: number) => {
      const rows = this.store.eventRows(code);
      if (!rows) throw new Error(`checkpoint names event ${code} that its program lacks`);
      return rows;
    };
    const rebuild = (s: GeneratedEventState) => restoreEvent(this.cfg.seed, s, rowsOf(s.code));
    this.upcoming = state.upcoming.map(rebuild);
    for (const r of state.running) {
      const match = new LiveMatch(rebuild(r.event), this.store, new SeededRandom(0), r.inPlay);
      match.restore(r.match);
      this.running.set(r.event.code, match);
    }
    this.outrights = state.outrights.map((o) => restoreOutright(o, rowsOf(o.code)));
    const recordedFor = (gen: { event: { nevId: number } }) => recorded.get(gen.event.nevId);
    for (const gen of this.upcoming.filter(recordedFor)) this.endAsRecorded(gen.event.code, recordedFor(gen) as RecordedResult);
    this.upcoming = this.upcoming.filter((gen) => !recordedFor(gen));
    for (const match of [...this.running.values()].filter((m) => recordedFor(m.gen))) {
      this.endAsRecorded(match.code, recordedFor(match.gen) as RecordedResult);
      this.running.delete(match.code);
    }
    for (const o of this.outrights.filter(recordedFor)) {
      this.endAsRecorded(o.event.code, recordedFor(o) as RecordedResult);
      this.replaceOutright(o, state.lastTick);
    }
    this.store.commit();
  }

  private endAsRecorded(code: number, r: RecordedResult): void {
    this.store.updateEvent(code, { live: false, status: r.status, score: r.score, hasOfficialResult: true });
    this.store.removeEvent(code, OUTCOME_STATUS.disabled);
  }

  tick(now: number): void {
    if (now <= this.lastTick) return;
    const dtS = (now - this.lastTick) / 1000;
    this.lastTick = now;
    this.publishDue(now);
    while ((this.upcoming[0]?.event.startsAt ?? Infinity) <= now) this.kickOff(this.upcoming.shift() as GeneratedEvent, now);
    for (const match of this.running.values()) {
      match.step(now);
      if (match.over) this.finish(match, now);
    }
    this.nudgePrematch(dtS);
    this.moveOutrights(dtS, now);
    this.store.purge(now - this.keepFinishedMs);
    this.results.flush(now);
    this.store.commit();
  }

  /** Plans days up to the window's end and moves the matches inside it into the program. */
  private publishDue(now: number): void {
    const until = now + this.horizonMs;
    while (this.plannedThrough < istanbulDayNumber(until)) {
      this.plannedThrough++;
      this.pending.push(...planDay(this.cfg.seed, this.plannedThrough, this.cfg.scale));
    }
    let n = 0;
    while (n < this.pending.length && (this.pending[n]?.startsAt ?? Infinity) <= until) n++;
    for (const bp of this.pending.splice(0, n)) {
      if (bp.startsAt <= now) continue;
      const gen = buildEvent(bp, this.ids, this.cfg.seed);
      this.store.addEvent(gen);
      this.upcoming.push(gen);
    }
  }

  private kickOff(gen: GeneratedEvent, now: number): void {
    const { code } = gen.event;
    if (gen.fate !== 'play') {
      const status = gen.fate === 'cancel' ? EVENT_STATUS.cancelled : EVENT_STATUS.postponed;
      this.store.updateEvent(code, { status, hasOfficialResult: true });
      this.store.removeEvent(code, OUTCOME_STATUS.disabled);
      this.results.enqueue(calledOffResult(resultSource(gen.event, gen.markets), status, now));
      return;
    }
    if (!gen.event.bettableInPlay) {
      // Not offered in running: it leaves the program, locked, and plays on unseen until its result.
      this.store.updateEvent(code, { status: EVENT_STATUS.locked });
      this.store.removeEvent(code, OUTCOME_STATUS.lockedA);
    }
    this.begin(gen, now);
  }

  private begin(gen: GeneratedEvent, now: number): void {
    const match = new LiveMatch(gen, this.store, new SeededRandom(mixSeed(this.cfg.seed, gen.event.code, 0x11c)), gen.event.bettableInPlay);
    match.goLive(now);
    this.running.set(gen.event.code, match);
    if (match.over) this.finish(match, now);
  }

  private finish(match: LiveMatch, now: number): void {
    const { gen } = match;
    const { code } = gen.event;
    const score = gen.sim.score();
    this.store.updateEvent(code, {
      live: false, status: EVENT_STATUS.finished, score, minute: match.inPlay ? gen.sim.minute() : null,
      liveState: match.inPlay ? gen.sim.liveState() : null, hasOfficialResult: true,
    });
    this.store.removeEvent(code, OUTCOME_STATUS.disabled);
    this.results.enqueue(finishedResult(resultSource(gen.event, gen.markets), score, gen.sim.winners(), now));
    this.running.delete(code);
  }

  private nudgePrematch(dtS: number): void {
    if (this.upcoming.length === 0) return;
    const count = Math.min(MAX_NUDGES_PER_TICK, this.rng.poisson(dtS * PREMATCH_NUDGES_PER_S * this.cfg.scale));
    for (let i = 0; i < count; i++) {
      const gen = this.rng.pick(this.upcoming);
      gen.sim.nudge();
      repricePrematch(this.store, gen);
    }
  }

  /** Outright prices drift slowly; at its settlement date an outright is decided and the next edition opens. */
  private moveOutrights(dtS: number, now: number): void {
    if (this.outrights.length === 0) return;
    const count = Math.min(MAX_NUDGES_PER_TICK, this.rng.poisson(dtS * OUTRIGHT_NUDGES_PER_S));
    for (let i = 0; i < count; i++) {
      const o = this.rng.pick(this.outrights);
      const moved = o.probs.map((p) => p * Math.exp(0.03 * this.rng.normal()));
      const total = moved.reduce((a, b) => a + b, 0);
      o.probs = moved.map((p) => p / total);
      const q = quoteMarket(o.spec, o.probs, o.margin, false);
      o.outcomes.forEach((row, j) => this.store.updateOutcome(row.id, { odd: q.odds?.[j] ?? row.odd }));
    }
    for (const o of this.outrights.filter((x) => x.event.startsAt <= now)) this.settleOutright(o, now);
  }

  private settleOutright(o: GeneratedOutright, now: number): void {
    const { code } = o.event;
    const winner = this.rng.weighted(o.probs);
    this.store.updateEvent(code, { status: EVENT_STATUS.finished, hasOfficialResult: true });
    this.store.removeEvent(code, OUTCOME_STATUS.disabled);
    this.results.enqueue(finishedResult(resultSource(o.event, o.markets), null, [[winner]], now));
    this.replaceOutright(o, now);
  }

  /** The next edition of a decided outright opens. */
  private replaceOutright(o: GeneratedOutright, now: number): void {
    const next = buildOutright(o.event.sportId, o.title, this.cfg.seed, now, this.ids);
    this.store.addEvent(next);
    this.outrights = this.outrights.map((x) => (x === o ? next : x));
  }
}
