/**
 * One running match: moves its model with the clock and, when it is played in running, mirrors the model into
 * the store: minute, score and live state, odds every few seconds and on every goal, markets locked for a few
 * seconds in dangerous moments, now and then a side market taken off for a while as traders do.
 */
import { OUTCOME_STATUS } from '@shared/constants/codes';
import type { LiveState } from '@shared/protocol/program';
import type { GeneratedEvent } from './event-builder';
import type { MarketSpec } from './market-spec';
import { quoteMarket, type Quote } from './market-pricing';
import type { ProgramStore } from '../program/program-store';
import type { Rng } from '@shared/random/seeded-random';

/** Side markets are taken off about once per this many seconds of play, per match. */
const DISABLE_EVERY_S = 900;

/**
 * A running quarter clock is published when it has moved this many seconds (or reached zero), not every second:
 * a basketball match would otherwise send its whole row to three rooms every tick.
 */
export const CLOCK_STEP_S = 3;

/** Whether a new live state is worth publishing over the one the program shows. */
export const liveStateMoved = (shown: LiveState | null | undefined, next: LiveState | null): boolean => {
  if (!shown || !next || shown.kind !== next.kind) return (shown ?? null) !== next;
  if (shown.kind === 'quarters' && next.kind === 'quarters') {
    if (shown.period !== next.period || shown.running !== next.running) return true;
    return next.clockSeconds === 0 ? shown.clockSeconds !== 0 : Math.abs(shown.clockSeconds - next.clockSeconds) >= CLOCK_STEP_S;
  }
  return JSON.stringify(shown) !== JSON.stringify(next);
};

/** Writes quotes for every market of an event (pre-match or live) into the store; unchanged rows emit nothing. */
export const applyQuotes = (store: ProgramStore, gen: GeneratedEvent, quoteOf: (spec: MarketSpec, i: number) => Quote): void => {
  gen.sim.markets.forEach((spec, i) => {
    const market = gen.markets[i];
    if (!market) return;
    const q = quoteOf(spec, i);
    store.updateMarket(market.id, { status: q.status });
    market.outcomeIds.forEach((oid, j) => {
      const odd = q.odds?.[j];
      store.updateOutcome(oid, odd === undefined ? { status: q.statuses[j] ?? q.status } : { odd, status: q.statuses[j] ?? q.status });
    });
  });
};

/** Reprices a match that has not started (after a nudge of its model). */
export const repricePrematch = (store: ProgramStore, gen: GeneratedEvent): void => {
  const probs = gen.sim.probabilities();
  applyQuotes(store, gen, (spec, i) => quoteMarket(spec, probs[i] ?? null, gen.margin, false));
};

/** A running match's own state in a feed checkpoint (the model's state travels with its event). */
export interface LiveMatchState {
  lockedUntil: number;
  nextRepriceAt: number;
  lastStepAt: number;
  disabledUntil: [number, number][];
  rng: number;
}

export class LiveMatch {
  private lockedUntil = 0;
  private nextRepriceAt = 0;
  private lastStepAt = 0;
  private readonly disabledUntil = new Map<number, number>();

  constructor(
    readonly gen: GeneratedEvent,
    private readonly store: ProgramStore,
    private readonly rng: Rng,
    /** Played in running: otherwise the match runs unseen until its result. */
    readonly inPlay: boolean,
  ) {}

  snapshot(): LiveMatchState {
    const { lockedUntil, nextRepriceAt, lastStepAt } = this;
    return { lockedUntil, nextRepriceAt, lastStepAt, disabledUntil: [...this.disabledUntil], rng: this.rng.state };
  }

  /** Takes a checkpoint's state instead of goLive(): the store already shows the match as it was. */
  restore(state: LiveMatchState): void {
    this.lockedUntil = state.lockedUntil;
    this.nextRepriceAt = state.nextRepriceAt;
    this.lastStepAt = state.lastStepAt;
    this.disabledUntil.clear();
    for (const [i, until] of state.disabledUntil) this.disabledUntil.set(i, until);
    this.rng.state = state.rng;
  }

  get code(): number {
    return this.gen.event.code;
  }

  get over(): boolean {
    return this.lastStepAt - this.gen.event.startsAt >= this.gen.sim.durationMs;
  }

  /** Kick-off (or the feed starting mid-match): the event turns live with the minute and score so far. */
  goLive(now: number): void {
    this.gen.sim.advance(now - this.gen.event.startsAt);
    this.lastStepAt = now;
    if (!this.inPlay) return;
    this.store.updateEvent(this.code, { live: true, minute: this.gen.sim.minute(), score: this.gen.sim.score(), liveState: this.gen.sim.liveState() });
    this.reprice(now);
  }

  step(now: number): void {
    const dt = Math.max(0, now - this.lastStepAt);
    this.lastStepAt = now;
    const s = this.gen.sim.advance(now - this.gen.event.startsAt);
    if (!this.inPlay || this.over) return;
    const ev = this.store.eventByCode(this.code);
    const minute = this.gen.sim.minute();
    const score = this.gen.sim.score();
    const liveState = this.gen.sim.liveState();
    if (ev && (ev.minute !== minute || ev.score?.[0] !== score?.[0] || ev.score?.[1] !== score?.[1] || liveStateMoved(ev.liveState, liveState))) {
      this.store.updateEvent(this.code, { minute, score, liveState });
    }
    if (this.rng.chance(1 - Math.exp(-dt / 1000 / DISABLE_EVERY_S))) this.takeOffSideMarket(now);
    if (s.scored || s.danger) this.lock(now, s.scored ? this.rng.int(6000, 10_000) : this.rng.int(3000, 6000));
    else if (now >= this.lockedUntil && (this.lockedUntil > 0 || now >= this.nextRepriceAt || s.phaseChanged)) this.reprice(now);
  }

  private lock(now: number, ms: number): void {
    this.lockedUntil = Math.max(this.lockedUntil, now + ms);
    for (const market of this.gen.markets) {
      if (this.store.market(market.id)?.status !== OUTCOME_STATUS.open) continue;
      this.store.updateMarket(market.id, { status: OUTCOME_STATUS.lockedA });
      for (const oid of market.outcomeIds) {
        if (this.store.outcome(oid)?.outcome.status === OUTCOME_STATUS.open) this.store.updateOutcome(oid, { status: OUTCOME_STATUS.lockedA });
      }
    }
  }

  private takeOffSideMarket(now: number): void {
    const side = this.gen.sim.markets.map((m, i) => (m.main ? -1 : i)).filter((i) => i >= 0);
    if (side.length === 0) return;
    this.disabledUntil.set(this.rng.pick(side), now + this.rng.int(30_000, 120_000));
    this.nextRepriceAt = now;
  }

  private reprice(now: number): void {
    this.lockedUntil = 0;
    this.nextRepriceAt = now + this.rng.int(8000, 15_000);
    const probs = this.gen.sim.probabilities();
    applyQuotes(this.store, this.gen, (spec, i) => {
      const off = (this.disabledUntil.get(i) ?? 0) > now;
      return quoteMarket(spec, off ? null : (probs[i] ?? null), this.gen.margin, true);
    });
  }
}
