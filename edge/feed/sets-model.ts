/**
 * Model of the sports played in sets, maps, frames or legs (tennis, volleyball, table tennis, snooker, e-sports,
 * billiards, darts) and of one-off head-to-heads (races, judo, archery): each set is won by the home side with a
 * fixed probability. The sequence of sets is drawn when the match is made; live prices come from the sets left.
 */
import type { LiveState } from '@shared/protocol/program';
import { MINUTE_MS } from './match-clock';
import { MARKET_NO, NO_STEP, OUTCOMES, type MarketSpec, type MatchSim, type SimStep } from './market-spec';
import { halfLine, lineLabel } from './odds-math';
import type { Rng } from '@shared/random/seeded-random';
import { serverAt, setPlayOf, tally, tennisPoints, type SetCourse, type SetPlay } from './set-course';
import { captureSim, restoreSim, type SimState } from './sim-state';

export interface SetsParams {
  /** Probability that the home side wins any one set. */
  pSet: number;
  setsToWin: number;
  setWallMinutes: number;
  /** What a set is called in this sport: Set, Harita, Frame, Leg, Oyun. */
  unit: string;
  winnerName: string;
  /** What the live state shows inside a set (set-course.ts). */
  course: SetCourse;
  liveCapable: boolean;
  dangerPerMinute: number;
}

/** A set lasts between these shares of the sport's set wall time. */
export const SET_LENGTH = [0.7, 1.3] as const;

type Kind = 'winner' | 'total' | 'score';
export interface SetsMarket extends MarketSpec {
  kind: Kind;
  line: number;
}

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

/** Final set scores reachable from (a, b), first to n, with their probabilities. */
export const setScoreDistribution = (p: number, n: number, a: number, b: number): { h: number; a: number; p: number }[] => {
  const out: { h: number; a: number; p: number }[] = [];
  const needH = n - a;
  const needA = n - b;
  if (needH <= 0 || needA <= 0) return [{ h: a, a: b, p: 1 }];
  for (let lost = 0; lost < needA; lost++) out.push({ h: n, a: b + lost, p: choose(needH - 1 + lost, lost) * p ** needH * (1 - p) ** lost });
  for (let lost = needH - 1; lost >= 0; lost--) out.push({ h: a + lost, a: n, p: choose(needA - 1 + lost, lost) * (1 - p) ** needA * p ** lost });
  return out;
};

/** Set-score outcomes in iddaa's order: home wins by the widest margin first, away wins last. */
const scoreLabels = (n: number): string[] => {
  const out: string[] = [];
  for (let lost = 0; lost < n; lost++) out.push(`${n}-${lost}`);
  for (let lost = n - 1; lost >= 0; lost--) out.push(`${lost}-${n}`);
  return out;
};

export const setsMarkets = (p: SetsParams): SetsMarket[] => {
  const n = p.setsToWin;
  const winner: SetsMarket = { kind: 'winner', line: 0, no: MARKET_NO.matchResult, name: p.winnerName, outcomes: OUTCOMES.twoWay, main: true };
  if (n < 2) return [winner];
  const expected = setScoreDistribution(p.pSet, n, 0, 0).reduce((s, c) => s + c.p * (c.h + c.a), 0);
  const line = halfLine(expected, n + 0.5, 2 * n - 1.5);
  return [
    winner,
    { kind: 'total', line, no: MARKET_NO.setTotal, name: `Toplam ${p.unit} Alt/Üst (${lineLabel(line)})`, outcomes: OUTCOMES.underOver, main: true },
    { kind: 'score', line: 0, no: MARKET_NO.setScore, name: `${p.unit} Skoru`, outcomes: scoreLabels(n), main: false, wide: n > 2 },
  ];
};

export const settleSets = (m: SetsMarket, h: number, a: number, n: number): number[] => {
  if (m.kind === 'winner') return [h > a ? 0 : 1];
  if (m.kind === 'total') return [h + a < m.line ? 0 : 1];
  return [scoreLabels(n).indexOf(`${h}-${a}`)];
};

export class SetsSim implements MatchSim {
  readonly markets: readonly SetsMarket[];
  readonly durationMs: number;
  readonly liveCapable: boolean;
  /** Wall time each set ends at and who won it, drawn up front. */
  private readonly sets: { endsAt: number; homeWon: boolean }[] = [];
  private done = 0;
  private elapsed = 0;
  private readonly p: SetsParams;
  /** Seeds the course inside each set (set-course.ts). */
  private readonly courseSeed: number;
  /** Who serves the first game of a tennis match: 0 home, 1 away. */
  private readonly firstServer: 0 | 1;
  /** Inner courses of the sets by number, drawn when first needed (not state: the course seed gives them again). */
  readonly #plays = new Map<number, SetPlay>();

  constructor(params: SetsParams, private readonly rng: Rng) {
    const p = { ...params };
    this.p = p;
    this.markets = setsMarkets(p);
    this.liveCapable = p.liveCapable;
    let h = 0;
    let a = 0;
    let at = 0;
    while (h < p.setsToWin && a < p.setsToWin) {
      const homeWon = rng.chance(p.pSet);
      if (homeWon) h++;
      else a++;
      at += p.setWallMinutes * rng.range(SET_LENGTH[0], SET_LENGTH[1]) * MINUTE_MS;
      this.sets.push({ endsAt: Math.round(at), homeWon });
    }
    this.durationMs = Math.round(at);
    this.courseSeed = rng.int(0, 0x7fffffff);
    this.firstServer = rng.chance(0.5) ? 0 : 1;
  }

  /** Only the prices move: the sets were drawn up front, so the nudge is the market misjudging them slightly. */
  nudge(): void {
    this.p.pSet = Math.min(0.95, Math.max(0.05, this.p.pSet + 0.008 * this.rng.normal()));
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
    const before = this.done;
    while (this.done < this.sets.length && (this.sets[this.done]?.endsAt ?? Infinity) <= to) this.done++;
    const danger = this.rng.chance(1 - Math.exp((-this.p.dangerPerMinute * (to - this.elapsed)) / MINUTE_MS));
    this.elapsed = to;
    const scored = this.done > before;
    return { scored, danger, phaseChanged: scored };
  }

  /** Set sports have no match clock. */
  minute(): null {
    return null;
  }

  private play(index: number): SetPlay {
    let play = this.#plays.get(index);
    if (!play) {
      const set = this.sets[index];
      play = setPlayOf(this.p.course, this.courseSeed, index, set?.homeWon ?? true, index === 2 * this.p.setsToWin - 2);
      this.#plays.set(index, play);
    }
    return play;
  }

  /** The set in play (done when the match is over) and how far into it play is, 0 to 1. */
  private position(): { index: number; share: number } {
    const index = this.done;
    const set = this.sets[index];
    if (!set) return { index, share: 1 };
    const from = this.sets[index - 1]?.endsAt ?? 0;
    return { index, share: Math.max(0, (this.elapsed - from) / Math.max(1, set.endsAt - from)) };
  }

  liveState(): LiveState {
    const { course, unit } = this.p;
    const { index, share } = this.position();
    const over = index >= this.sets.length;
    if (course === 'units' || course === 'rounds') {
      const map = Math.min(index, this.sets.length - 1) + 1;
      if (course === 'units') return { kind: 'maps', unit, map };
      const rounds = this.play(map - 1).points;
      return { kind: 'maps', unit, map, rounds: tally(rounds, over ? rounds.length : Math.min(rounds.length - 1, Math.floor(share * rounds.length))) };
    }
    const sets: [number, number][] = [];
    for (let i = 0; i < index; i++) {
      const play = this.play(i);
      sets.push(course === 'tennis' ? tally(play.games.map((g) => g.homeWon), play.games.length) : tally(play.points, play.points.length));
    }
    if (over) return { kind: 'sets', sets };
    const play = this.play(index);
    if (course !== 'tennis') {
      sets.push(tally(play.points, Math.min(play.points.length - 1, Math.floor(share * play.points.length))));
      return { kind: 'sets', sets };
    }
    const games = play.games.length;
    const g = Math.min(games - 1, Math.floor(share * games));
    const game = play.games[g];
    sets.push(tally(play.games.map((x) => x.homeWon), g));
    if (!game) return { kind: 'sets', sets };
    const p = Math.min(game.points.length - 1, Math.floor((share * games - g) * game.points.length));
    const [h, a] = tally(game.points, p);
    let played = g;
    for (let i = 0; i < index; i++) played += this.play(i).games.length;
    const server = serverAt(((this.firstServer + played) % 2) as 0 | 1, p, game.tiebreak);
    return { kind: 'sets', sets, points: tennisPoints(h, a, game.tiebreak), server };
  }

  score(): [number, number] {
    let h = 0;
    for (let i = 0; i < this.done; i++) if (this.sets[i]?.homeWon) h++;
    return [h, this.done - h];
  }

  probabilities(): (readonly number[] | null)[] {
    const [h, a] = this.score();
    const n = this.p.setsToWin;
    const dist = setScoreDistribution(this.p.pSet, n, h, a);
    const labels = scoreLabels(n);
    return this.markets.map((m) => {
      if (m.kind === 'winner') {
        const home = dist.reduce((s, c) => s + (c.h > c.a ? c.p : 0), 0);
        return [home, 1 - home];
      }
      if (m.kind === 'total') {
        const under = dist.reduce((s, c) => s + (c.h + c.a < m.line ? c.p : 0), 0);
        return [under, 1 - under];
      }
      return labels.map((l) => dist.find((c) => `${c.h}-${c.a}` === l)?.p ?? 0);
    });
  }

  winners(): number[][] {
    const [h, a] = this.score();
    return this.markets.map((m) => settleSets(m, h, a, this.p.setsToWin));
  }
}
