/**
 * What a match model offers to the program builder: its market types and a live simulation. The program store
 * never sees these; it gets plain ProgramMarket/ProgramOutcome rows built from them.
 */
import type { LiveState } from '@shared/protocol/program';
import type { SimState } from './sim-state';

/** Market numbers (NO): stable per market type so clients and settlement can key on them. */
export const MARKET_NO = {
  matchResult: 1,
  doubleChance: 2,
  handicap: 3,
  bothTeamsScore: 4,
  firstHalfResult: 5,
  total: 10,
  total15: 11,
  total25: 12,
  total35: 13,
  firstHalf05: 14,
  firstHalf15: 15,
  goalRange: 16,
  exactScore: 17,
  setScore: 20,
  setTotal: 21,
  goesTheDistance: 30,
  outrightWinner: 40,
} as const;

export interface MarketSpec {
  no: number;
  name: string;
  outcomes: readonly string[];
  /** Main markets are the ones a sport program and the live program carry. */
  main: boolean;
  /** Fixed MBS (the exact score is always a single); otherwise the generator assigns one. */
  mbs?: number;
  /** Many-outcome markets carry a wider margin, as bookmakers price them. */
  wide?: boolean;
  /** Outcomes overlap (double chance): each is priced on its own and the book sums to about two. */
  overlapping?: boolean;
}

/** What one advance of a live match produced; the simulator locks markets and reprices on it. */
export interface SimStep {
  scored: boolean;
  danger: boolean;
  /** A period ended or began: odds and the shown minute need a refresh. */
  phaseChanged: boolean;
}

/** One match's model: fixed markets, a live state moved by advance(), prices and winners from that state. */
export interface MatchSim {
  readonly markets: readonly MarketSpec[];
  readonly durationMs: number;
  /** Whether the model can be played in running (fights and head-to-head races cannot). */
  readonly liveCapable: boolean;
  /** Plays forward to `elapsedMs` after the start; calls with a smaller value do nothing. */
  advance(elapsedMs: number): SimStep;
  /** The shown minute of the clock sports; null where the sport has no running minute. */
  minute(): number | null;
  score(): [number, number] | null;
  /** Where play stands in the sport's terms (quarter and clock, sets and points, map...); null with no live play. */
  liveState(): LiveState | null;
  /** Outcome probabilities per market as play stands; null where the market is already decided. */
  probabilities(): (readonly number[] | null)[];
  /** Winning outcome indexes per market; meaningful once advanced to durationMs. */
  winners(): (readonly number[])[];
  /** Moves the pre-match view a little, as money comes in; market lines stay where they are. */
  nudge(): void;
  /** The live state for a feed checkpoint, and its return into a model rebuilt from the same blueprint. */
  snapshot(): SimState;
  restore(state: SimState): void;
}

export const NO_STEP: SimStep = { scored: false, danger: false, phaseChanged: false };

/** Outcome names of the usual market shapes. */
export const OUTCOMES = {
  threeWay: ['1', 'X', '2'],
  twoWay: ['1', '2'],
  doubleChance: ['1-X', '1-2', 'X-2'],
  yesNoGoal: ['Var', 'Yok'],
  yesNo: ['Evet', 'Hayır'],
  underOver: ['Alt', 'Üst'],
} as const;

/** Index of the 1/X/2 outcome for a final score. */
export const resultIndex = (h: number, a: number): number => (h > a ? 0 : h === a ? 1 : 2);
