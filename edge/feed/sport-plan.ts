/**
 * How the generator shapes each sport: its match model with the sport's numbers, how many matches a
 * competition plays in a week, on which days and at which Istanbul kick-off times.
 */
import type { ClockShape } from './match-clock';
import type { GoalsVariant } from './goals-markets';
import type { PointsVariant } from './points-model';
import type { SetCourse } from './set-course';

export type ModelSettings =
  | {
      kind: 'goals';
      variant: GoalsVariant;
      /** Goals an average side scores. */
      baseMean: number;
      /** How much a strength gap moves the means (log scale). */
      spread: number;
      homeAdvantage: number;
      clock: ClockShape;
      periodShare: readonly number[];
      dangerPerMinute: number;
    }
  | {
      kind: 'points';
      variant: PointsVariant;
      baseMean: number;
      /** Points a full strength gap is worth. */
      spread: number;
      homeAdvantage: number;
      clock: ClockShape;
      plays: readonly (readonly [number, number])[];
      dangerPerMinute: number;
    }
  | {
      kind: 'sets';
      setsToWin: number;
      setWallMinutes: number;
      unit: string;
      winnerName: string;
      /** What the live state shows inside a set: games and points, points, rounds, or only the unit in play. */
      course: SetCourse;
      /** Set-win probability gap between the strongest and the weakest side. */
      spread: number;
      dangerPerMinute: number;
    }
  | { kind: 'fight'; pDraw: number; pDistance: number; wallMinutes: number; spread: number };

export interface Competition {
  name: string;
  /** Sides strongest first: the place in the list sets the strength the odds are built on. */
  sides: readonly string[];
  /** Matches in an average week at scale 1. */
  perWeek: number;
  /** Weight of each weekday, Sunday first. */
  days: readonly number[];
  /** Istanbul kick-off times, HH:MM. */
  slots: readonly string[];
  /** Replaces the sport's model (the NBA plays 48 minutes, Olympic qualifiers span several disciplines). */
  model?: ModelSettings;
}

export interface SportPlan {
  sportId: number;
  model: ModelSettings;
  /** Share of matches offered in running. */
  liveShare: number;
  competitions: readonly Competition[];
  /** Other squads of the sides (U21, …) whose copies of the competitions a scale above SQUAD_SCALE adds (squads.ts). */
  squads?: readonly string[];
}

/** Weekday weights, Sunday first. */
export const DAYS = {
  weekend: [3, 1, 0, 0, 0, 1, 3],
  midweekCup: [0, 0, 1, 1, 0, 0, 0],
  thursday: [0, 0, 0, 0, 1, 0, 0],
  everyDay: [1, 1, 1, 1, 1, 1, 1],
  weekdays: [0, 1, 1, 1, 1, 1, 0],
  saturday: [1, 0, 0, 0, 0, 0, 3],
  nfl: [4, 1, 0, 0, 0, 1, 0],
} as const;

/** Every hour from first to last, for sports that run around the clock (table tennis, e-football). */
export const hourly = (first: number, last: number, minute = '00'): string[] => {
  const out: string[] = [];
  for (let h = first; h <= last; h++) out.push(`${String(h).padStart(2, '0')}:${minute}`);
  return out;
};

export const FOOTBALL_CLOCK: ClockShape = { periods: 2, periodMinutes: 45, periodWallMinutes: 47.5, breakWallMinutes: 15 };
