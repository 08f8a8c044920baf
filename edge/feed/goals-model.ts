/**
 * Live model of the goal sports: goals arrive as a Poisson process per game minute with the pre-match means,
 * split over the periods; prices come from the goals still expected in the time left added to the score.
 */
import type { LiveState } from '@shared/protocol/program';
import { clockDurationMs, clockState, periodAt, playedByPeriod, shownMinute, type ClockShape } from './match-clock';
import { goalsMarkets, settleGoals, type GoalsMarket, type GoalsVariant } from './goals-markets';
import { NO_STEP, type MatchSim, type SimStep } from './market-spec';
import { scoreGrid } from './odds-math';
import type { Rng } from '@shared/random/seeded-random';
import { captureSim, restoreSim, type SimState } from './sim-state';

export interface GoalsParams {
  variant: GoalsVariant;
  meanH: number;
  meanA: number;
  clock: ClockShape;
  /** Share of the match's goals expected in each period (football scores more after the break). */
  periodShare: readonly number[];
  /** Dangerous moments (attacks, penalties, free kicks near the box) per game minute. */
  dangerPerMinute: number;
}

export class GoalsSim implements MatchSim {
  readonly markets: readonly GoalsMarket[];
  readonly durationMs: number;
  readonly liveCapable = true;
  private h = 0;
  private a = 0;
  private ht: [number, number] | null = null;
  private elapsed = 0;
  private readonly p: GoalsParams;

  constructor(params: GoalsParams, private readonly rng: Rng) {
    this.p = { ...params };
    this.markets = goalsMarkets(params.variant, params.meanH, params.meanA);
    this.durationMs = clockDurationMs(params.clock);
  }

  nudge(): void {
    this.p.meanH *= Math.exp(0.03 * this.rng.normal());
    this.p.meanA *= Math.exp(0.03 * this.rng.normal());
  }
  snapshot(): SimState {
    return captureSim(this, this.rng);
  }

  restore(state: SimState): void {
    restoreSim(this, this.rng, state);
  }


  advance(elapsedMs: number): SimStep {
    const to = Math.min(elapsedMs, this.durationMs);
    if (to <= this.elapsed) return NO_STEP;
    const { clock, periodShare, meanH, meanA } = this.p;
    const before = playedByPeriod(clock, this.elapsed);
    const after = playedByPeriod(clock, to);
    let scored = false;
    let danger = false;
    for (let k = 0; k < clock.periods; k++) {
      const played = (after[k] ?? 0) - (before[k] ?? 0);
      if (played <= 0) continue;
      const share = ((periodShare[k] ?? 0) * played) / clock.periodMinutes;
      const gh = this.rng.poisson(meanH * share);
      const ga = this.rng.poisson(meanA * share);
      this.h += gh;
      this.a += ga;
      scored ||= gh + ga > 0;
      danger ||= this.rng.chance(1 - Math.exp(-this.p.dangerPerMinute * played));
      if (k === 0 && (after[0] ?? 0) >= clock.periodMinutes) this.ht = [this.h, this.a];
    }
    const phaseChanged = periodAt(clock, this.elapsed) !== periodAt(clock, to);
    this.elapsed = to;
    return { scored, danger, phaseChanged };
  }

  minute(): number | null {
    return shownMinute(this.p.clock, this.elapsed);
  }

  score(): [number, number] {
    return [this.h, this.a];
  }

  liveState(): LiveState {
    return clockState(this.p.clock, this.elapsed);
  }

  probabilities(): (readonly number[] | null)[] {
    const { clock, periodShare, meanH, meanA } = this.p;
    const played = playedByPeriod(clock, this.elapsed);
    const left = played.map((m, k) => ((periodShare[k] ?? 0) * (clock.periodMinutes - m)) / clock.periodMinutes);
    const leftAll = left.reduce((x, y) => x + y, 0);
    const ft = scoreGrid(meanH * leftAll, meanA * leftAll, this.h, this.a);
    const left1 = left[0] ?? 0;
    const ht = this.ht ? null : scoreGrid(meanH * left1, meanA * left1, this.h, this.a);
    return this.markets.map((m) => m.price(ft, ht));
  }

  winners(): number[][] {
    return settleGoals(this.markets, { ft: [this.h, this.a], ht: this.ht });
  }
}
