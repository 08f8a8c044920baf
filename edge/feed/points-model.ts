/**
 * Model of the high-scoring sports (basketball, handball, American football): scoring plays arrive as a Poisson
 * process and are worth a sport-typical number of points; prices use the normal approximation of the points
 * still to come, which is what totals and handicap lines are built on.
 */
import type { LiveState } from '@shared/protocol/program';
import { clockDurationMs, clockState, periodAt, playedByPeriod, quartersState, shownMinute, type ClockShape } from './match-clock';
import { MARKET_NO, NO_STEP, OUTCOMES, resultIndex, type MarketSpec, type MatchSim, type SimStep } from './market-spec';
import { halfLine, lineLabel, normalCdf } from './odds-math';
import type { Rng } from '@shared/random/seeded-random';
import { captureSim, restoreSim, type SimState } from './sim-state';

export type PointsVariant = 'basketball' | 'handball' | 'americanFootball';

export interface PointsParams {
  variant: PointsVariant;
  meanH: number;
  meanA: number;
  clock: ClockShape;
  /** [points, weight] of a scoring play: 1/2/3 in basketball, 1 in handball, 3/7 in American football. */
  plays: readonly (readonly [number, number])[];
  dangerPerMinute: number;
}

type Kind = 'result2' | 'result3' | 'doubleChance' | 'handicap' | 'total';
export interface PointsMarket extends MarketSpec {
  kind: Kind;
  line: number;
  /** Handicap: whether the home side gives the points. */
  homeGives: boolean;
}

const market = (kind: Kind, main: boolean, line = 0, homeGives = true): PointsMarket => {
  const l = lineLabel(line);
  switch (kind) {
    case 'result2':
      return { kind, line, homeGives, no: MARKET_NO.matchResult, name: 'Maç Sonucu (Uzatmalar Dahil)', outcomes: OUTCOMES.twoWay, main };
    case 'result3':
      return { kind, line, homeGives, no: MARKET_NO.matchResult, name: 'Maç Sonucu', outcomes: OUTCOMES.threeWay, main };
    case 'doubleChance':
      return { kind, line, homeGives, no: MARKET_NO.doubleChance, name: 'Çifte Şans', outcomes: OUTCOMES.doubleChance, main, overlapping: true };
    case 'handicap':
      return { kind, line, homeGives, no: MARKET_NO.handicap, name: `Handikaplı Maç Sonucu (${homeGives ? `0:${l}` : `${l}:0`})`, outcomes: OUTCOMES.twoWay, main };
    case 'total':
      return { kind, line, homeGives, no: MARKET_NO.total, name: `Alt/Üst (${lineLabel(line)})`, outcomes: OUTCOMES.underOver, main };
  }
};

export const pointsMarkets = (variant: PointsVariant, meanH: number, meanA: number): PointsMarket[] => {
  const diff = meanH - meanA;
  const spread = Math.max(1.5, Math.floor(Math.abs(diff)) + 0.5);
  const totalLine = halfLine(meanH + meanA, 0.5, 400);
  if (variant === 'basketball') {
    return [market('result2', true), market('handicap', true, spread, diff >= 0), market('total', true, totalLine)];
  }
  if (variant === 'handball') return [market('result3', true), market('doubleChance', false), market('total', true, totalLine)];
  return [market('result3', true), market('total', true, totalLine), market('handicap', false, spread, diff >= 0)];
};

/** Winning outcome indexes of a points market for a final score (overtime already included where played). */
export const settlePoints = (m: PointsMarket, h: number, a: number): number[] => {
  switch (m.kind) {
    case 'result2':
      return [h > a ? 0 : 1];
    case 'result3':
      return [resultIndex(h, a)];
    case 'doubleChance': {
      const r = resultIndex(h, a);
      return r === 0 ? [0, 1] : r === 1 ? [0, 2] : [1, 2];
    }
    case 'handicap':
      return [(m.homeGives ? h - m.line > a : h + m.line > a) ? 0 : 1];
    case 'total':
      return [h + a < m.line ? 0 : 1];
  }
};

export class PointsSim implements MatchSim {
  readonly markets: readonly PointsMarket[];
  readonly durationMs: number;
  readonly liveCapable = true;
  private h = 0;
  private a = 0;
  private elapsed = 0;
  private readonly playMean: number;
  private readonly playSquare: number;
  private readonly p: PointsParams;

  constructor(params: PointsParams, private readonly rng: Rng) {
    const p = { ...params };
    this.p = p;
    this.markets = pointsMarkets(p.variant, p.meanH, p.meanA);
    this.durationMs = clockDurationMs(p.clock);
    const weight = p.plays.reduce((s, [, w]) => s + w, 0);
    this.playMean = p.plays.reduce((s, [pts, w]) => s + pts * w, 0) / weight;
    this.playSquare = p.plays.reduce((s, [pts, w]) => s + pts * pts * w, 0) / weight;
  }

  nudge(): void {
    const step = 0.01 * (this.p.meanH + this.p.meanA) * this.rng.normal();
    this.p.meanH += step / 2;
    this.p.meanA -= step / 2;
  }
  snapshot(): SimState {
    return captureSim(this, this.rng);
  }

  restore(state: SimState): void {
    restoreSim(this, this.rng, state);
  }


  private scorePlays(meanPoints: number): number {
    let pts = 0;
    const n = this.rng.poisson(meanPoints / this.playMean);
    for (let i = 0; i < n; i++) pts += this.p.plays[this.rng.weighted(this.p.plays.map(([, w]) => w))]?.[0] ?? 0;
    return pts;
  }

  advance(elapsedMs: number): SimStep {
    const to = Math.min(elapsedMs, this.durationMs);
    if (to <= this.elapsed) return NO_STEP;
    const { clock } = this.p;
    const total = clock.periods * clock.periodMinutes;
    const before = playedByPeriod(clock, this.elapsed).reduce((x, y) => x + y, 0);
    const played = playedByPeriod(clock, to).reduce((x, y) => x + y, 0) - before;
    const gh = this.scorePlays((this.p.meanH * played) / total);
    const ga = this.scorePlays((this.p.meanA * played) / total);
    this.h += gh;
    this.a += ga;
    const danger = this.rng.chance(1 - Math.exp(-this.p.dangerPerMinute * played));
    const phaseChanged = periodAt(clock, this.elapsed) !== periodAt(clock, to);
    this.elapsed = to;
    if (to >= this.durationMs && this.p.variant === 'basketball') this.overtime();
    // Points come every few seconds: books do not suspend on each basket, so a score is no lock (only danger is);
    // the odds follow the score at the next reprice.
    return { scored: false, danger, phaseChanged };
  }

  /** Basketball has no draw: five-minute overtimes until someone leads, a last free throw if all else ties. */
  private overtime(): void {
    const total = this.p.clock.periods * this.p.clock.periodMinutes;
    for (let i = 0; i < 6 && this.h === this.a; i++) {
      this.h += this.scorePlays((this.p.meanH * 5) / total);
      this.a += this.scorePlays((this.p.meanA * 5) / total);
    }
    if (this.h !== this.a) return;
    if (this.rng.chance(0.5)) this.h++;
    else this.a++;
  }

  /** Handball's clock counts minutes up as football's; basketball and American football count quarters down. */
  private get quarters(): boolean {
    return this.p.variant !== 'handball';
  }

  minute(): number | null {
    return this.quarters ? null : shownMinute(this.p.clock, this.elapsed);
  }

  score(): [number, number] {
    return [this.h, this.a];
  }

  liveState(): LiveState {
    return this.quarters ? quartersState(this.p.clock, this.elapsed) : clockState(this.p.clock, this.elapsed);
  }

  probabilities(): (readonly number[] | null)[] {
    const { clock, meanH, meanA } = this.p;
    const total = clock.periods * clock.periodMinutes;
    const left = Math.max(0, 1 - playedByPeriod(clock, this.elapsed).reduce((x, y) => x + y, 0) / total);
    const varOf = (mean: number) => ((mean * left) / this.playMean) * this.playSquare;
    const sd = Math.sqrt(varOf(meanH) + varOf(meanA));
    const diff = this.h - this.a + (meanH - meanA) * left;
    const sum = this.h + this.a + (meanH + meanA) * left;
    // P(X > x) for an integer-valued quantity, with a continuity correction; a certainty once time is up.
    const above = (mean: number, x: number) => (sd < 1e-9 ? (mean > x ? 1 : 0) : 1 - normalCdf((x - mean) / sd));
    const p1 = above(diff, 0.5);
    const p2 = 1 - above(diff, -0.5);
    const px = Math.max(0, 1 - p1 - p2);
    return this.markets.map((m) => {
      switch (m.kind) {
        case 'result2':
          return [p1 + px / 2, p2 + px / 2];
        case 'result3':
          return [p1, px, p2];
        case 'doubleChance':
          return [p1 + px, p1 + p2, px + p2];
        case 'handicap': {
          const win = m.homeGives ? above(diff, m.line) : above(diff, -m.line);
          return [win, 1 - win];
        }
        case 'total': {
          const over = above(sum, m.line);
          return [1 - over, over];
        }
      }
    });
  }

  winners(): number[][] {
    return this.markets.map((m) => settlePoints(m, this.h, this.a));
  }
}
