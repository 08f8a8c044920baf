/**
 * Model of boxing and MMA bouts: a win, a draw or a loss, and whether the bout goes the distance. Bouts are not
 * played in running, so the result is drawn up front and read when the bout is over.
 */
import { MINUTE_MS } from './match-clock';
import { MARKET_NO, NO_STEP, OUTCOMES, type MarketSpec, type MatchSim, type SimStep } from './market-spec';
import type { Rng } from '@shared/random/seeded-random';
import { captureSim, restoreSim, type SimState } from './sim-state';

export interface FightParams {
  pHome: number;
  pDraw: number;
  /** Probability that a decided bout reaches the judges' cards. */
  pDistance: number;
  wallMinutes: number;
}

export interface FightResult {
  winner: 0 | 1 | 2;
  distance: boolean;
}

export const FIGHT_MARKETS: readonly MarketSpec[] = [
  { no: MARKET_NO.matchResult, name: 'Maç Sonucu', outcomes: OUTCOMES.threeWay, main: true },
  { no: MARKET_NO.goesTheDistance, name: 'Maç Sonuna Kadar Sürer mi', outcomes: OUTCOMES.yesNo, main: true },
];

/** A draw can only come from the cards, so it always goes the distance. */
export const settleFight = (r: FightResult): number[][] => [[r.winner], [r.distance || r.winner === 1 ? 0 : 1]];

export class FightSim implements MatchSim {
  readonly markets = FIGHT_MARKETS;
  readonly durationMs: number;
  readonly liveCapable = false;
  private readonly result: FightResult;
  private readonly p: FightParams;

  constructor(params: FightParams, private readonly rng: Rng) {
    const p = { ...params };
    this.p = p;
    this.durationMs = p.wallMinutes * MINUTE_MS;
    const winner = rng.weighted([p.pHome, p.pDraw, 1 - p.pHome - p.pDraw]) as 0 | 1 | 2;
    this.result = { winner, distance: winner === 1 || rng.chance(p.pDistance) };
  }

  nudge(): void {
    const room = 1 - this.p.pDraw;
    this.p.pHome = Math.min(room - 0.03, Math.max(0.03, this.p.pHome + 0.008 * this.rng.normal()));
  }
  snapshot(): SimState {
    return captureSim(this, this.rng);
  }

  restore(state: SimState): void {
    restoreSim(this, this.rng, state);
  }


  advance(_elapsedMs: number): SimStep {
    return NO_STEP;
  }

  minute(): null {
    return null;
  }

  score(): null {
    return null;
  }

  /** Bouts are not played in running. */
  liveState(): null {
    return null;
  }

  probabilities(): number[][] {
    const { pHome, pDraw, pDistance } = this.p;
    const yes = pDraw + (1 - pDraw) * pDistance;
    return [[pHome, pDraw, 1 - pHome - pDraw], [yes, 1 - yes]];
  }

  winners(): number[][] {
    return settleFight(this.result);
  }
}
