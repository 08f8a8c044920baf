/**
 * Horse racing (at yarışı), fixed-odds Ganyan only: paths, the rules both sides enforce, and the answer shapes
 * (see edge/http/API.md "Horse racing"). Money is integer kuruş, odds integer hundredths, times epoch ms.
 */

export const RACING_API = {
  /** GET ?day=YYYY-MM-DD (Istanbul; default today) → RacingProgramAnswer. */
  program: '/AtYarisi/GetProgram',
  /** GET ?raceId= → RaceCardAnswer (404 unknown race). */
  race: '/AtYarisi/GetRace',
  /** GET ?day= → RacingResultsAnswer: the day's finished races with their order. */
  results: '/AtYarisi/GetResults',
  /** POST PlayGanyanRequest → PlayGanyanAnswer (members only). */
  play: '/AtYarisi/PlayGanyan',
  /** GET → MyGanyanBetsAnswer: the member's Ganyan coupons, newest first (members only). */
  myBets: '/AtYarisi/GetMyBets',
} as const;

export const RACING_RULES = {
  /** Minimum stake of a Ganyan coupon: 10 TL. */
  minStakeKurus: 1_000,
  /** Largest stake of one coupon: 10.000 TL. */
  maxStakeKurus: 1_000_000,
  /** A race opens this long before its start and closes at the start. */
  openBeforeStartMs: 20 * 60_000,
  /** Odds move in steps of this length while the race is open. */
  oddsStepMs: 30_000,
  /** The official result arrives this long after the start. */
  resultAfterStartMs: 3 * 60_000,
} as const;

export { RACING_COUPON_TYPE } from './coupon-types';

/** A race's state for play: not open yet, open (Ganyan accepted), closed (started), finished (result official). */
export type RaceStatus = 'upcoming' | 'open' | 'closed' | 'finished';

export interface RaceSummary {
  RaceId: number;
  No: number;
  Name: string;
  StartsAt: number;
  OpensAt: number;
  DistanceM: number;
  Surface: string;
  RunnerCount: number;
  Status: RaceStatus;
}

export interface HippodromeProgram {
  HippodromeId: number;
  Name: string;
  /** The data provider's notice when this meeting's statistics are unavailable (spec section 8); null otherwise. */
  StatisticsNotice: string | null;
  Races: RaceSummary[];
}

export interface RacingProgramAnswer {
  Day: string;
  ServerTime: number;
  Hippodromes: HippodromeProgram[];
}

export interface Runner {
  No: number;
  Name: string;
  Jockey: string;
  /** Carried weight in kg with one decimal, as tenths (57,5 kg → 575). */
  WeightTenthKg: number;
  Age: number;
  /** The last results, newest first ("1 4 2"); null when statistics are unavailable. */
  LastResults: string | null;
  /** Current fixed Ganyan odd (hundredths). */
  Odd: number;
  /** Withdrawn ('Koşmaz'): not played; its bets are refunded. */
  Withdrawn: boolean;
}

export interface RaceCardAnswer extends RaceSummary {
  HippodromeId: number;
  HippodromeName: string;
  StatisticsNotice: string | null;
  ServerTime: number;
  Runners: Runner[];
  /** Finishing order by horse number once the result is official; null before. */
  Result: number[] | null;
}

export interface RaceResult {
  RaceId: number;
  HippodromeName: string;
  No: number;
  StartsAt: number;
  /** Horse numbers in finishing order (withdrawn horses absent). */
  Order: number[];
  WinnerName: string;
  WinnerOdd: number;
  Withdrawn: number[];
}

export interface RacingResultsAnswer {
  Day: string;
  Results: RaceResult[];
}

export interface PlayGanyanRequest {
  idempotencyKey: string;
  raceId: number;
  horseNo: number;
  amount: number;
  /** The odd the member saw (hundredths). */
  odd: number;
  acceptOddsChanges: boolean;
}

export type PlayGanyanAnswer =
  | { IsSuccess: true; CouponNo: string; BetId: number; Balance: number; Amount: number; Odd: number; MaxWinnings: number; PlayedAt: number }
  | { IsSuccess: false; Code: RacingRefusalCode; Message: string; Odd?: number; Balance?: number };

export type RacingRefusalCode =
  | 'RACE_NOT_FOUND' | 'RACE_NOT_OPEN' | 'RACE_CLOSED' | 'HORSE_NOT_FOUND' | 'HORSE_WITHDRAWN' | 'MIN_STAKE' | 'MAX_STAKE'
  | 'ODDS_CHANGED' | 'INSUFFICIENT_BALANCE' | 'IDEMPOTENCY_CONFLICT' | 'SELF_EXCLUDED' | 'STAKE_LIMIT_EXCEEDED' | 'LOSS_LIMIT_EXCEEDED';

export type GanyanBetStatus = 'open' | 'won' | 'lost' | 'refunded';

export interface GanyanBet {
  BetId: number;
  CouponNo: string;
  RaceId: number;
  HippodromeName: string;
  RaceNo: number;
  StartsAt: number;
  HorseNo: number;
  HorseName: string;
  Amount: number;
  Odd: number;
  PlayedAt: number;
  Status: GanyanBetStatus;
  Payout: number;
  /** Percent taken from the winnings for horses withdrawn after the play (0 when none). */
  DeductionPercent: number;
  /** The deduction table version the bet was settled with; null while open. */
  DeductionVersion: number | null;
}

export interface MyGanyanBetsAnswer {
  Bets: GanyanBet[];
}

/** A race room's message (Race_<raceId>_V3, MT.oddsChange): the race's whole live state, so any one message suffices. */
export interface RaceLiveBody {
  RaceId: number;
  Status: RaceStatus;
  Runners: { No: number; Odd: number; Withdrawn: boolean }[];
}
