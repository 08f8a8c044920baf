/**
 * The racing program as members see it: the day written once from the generator (today and tomorrow only, so a
 * request cannot make the edge write arbitrary days), races with their state, race cards with the odds of this
 * instant, withdrawn horses shown once withdrawn, and the day's results.
 */
import { RACING_STATISTICS_NOTICE } from '@shared/errors/racing-messages';
import {
  RACING_RULES, type HippodromeProgram, type RaceCardAnswer, type RaceResult, type RaceStatus, type RaceSummary, type RacingProgramAnswer,
  type RacingResultsAnswer, type Runner,
} from '@shared/protocol/racing-api';
import { DAY_MS, istanbulDayKey } from '@shared/time/istanbul';
import type { Db } from '../storage/db.port';
import { racingRepo, type RaceRow, type RunnerRow } from '../storage/racing.repo';
import { HIPPODROMES } from './racing-catalogue.data';
import { oddAt } from './racing-odds';
import { planRacingDay } from './racing-program';

export interface RacingProgramDeps {
  db: Db;
  now: () => number;
  seed: number;
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
export const isDayKey = (s: string): boolean => DAY_KEY.test(s) && !Number.isNaN(Date.parse(s));
const dayNumberOf = (dayKey: string): number => Math.round(Date.parse(dayKey) / DAY_MS);
const hippodromeName = (id: number): string => HIPPODROMES.find((h) => h.id === id)?.name ?? String(id);

export const raceStatus = (race: RaceRow, hasResult: boolean, at: number): RaceStatus => {
  const startsAt = race.startsAt.getTime();
  if (hasResult) return 'finished';
  if (at >= startsAt) return 'closed';
  return at >= startsAt - RACING_RULES.openBeforeStartMs ? 'open' : 'upcoming';
};

export const isWithdrawn = (r: RunnerRow, at: number): boolean => r.withdrawnAt !== null && r.withdrawnAt.getTime() <= at;

export const runnerOdd = (race: RaceRow, r: RunnerRow, at: number): number =>
  oddAt({ oddsSeed: race.oddsSeed, startsAt: race.startsAt.getTime() }, r.no, r.baseOdd, at);

const summary = (race: RaceRow, runnerCount: number, hasResult: boolean, at: number): RaceSummary => {
  const startsAt = race.startsAt.getTime();
  return {
    RaceId: race.id, No: race.raceNo, Name: race.name, StartsAt: startsAt, OpensAt: startsAt - RACING_RULES.openBeforeStartMs,
    DistanceM: race.distanceM, Surface: race.surface, RunnerCount: runnerCount, Status: raceStatus(race, hasResult, at),
  };
};

export const runnerView = (race: RaceRow, r: RunnerRow, at: number): Runner => ({
  No: r.no, Name: r.name, Jockey: r.jockey, WeightTenthKg: r.weightTenthKg, Age: r.age, LastResults: race.statistics ? r.lastResults : null,
  Odd: runnerOdd(race, r, at), Withdrawn: isWithdrawn(r, at),
});

export const createRacingProgramService = ({ db, now, seed }: RacingProgramDeps) => {
  const written = new Set<string>();
  /** Writes today's or tomorrow's program if it is not in the database yet; other days are read as they are. */
  const ensureDay = async (dayKey: string): Promise<void> => {
    if (written.has(dayKey)) return;
    const today = istanbulDayKey(now());
    const tomorrow = istanbulDayKey(now() + DAY_MS);
    if (dayKey !== today && dayKey !== tomorrow) return;
    if (!(await racingRepo.dayWritten(db, dayKey))) await racingRepo.writeDay(db, dayKey, planRacingDay(seed, dayNumberOf(dayKey)), new Date(now()));
    written.add(dayKey);
  };
  const dayOrToday = (day: string | undefined): string => day ?? istanbulDayKey(now());

  return {
    ensureDay,

    async program(day?: string): Promise<RacingProgramAnswer> {
      const dayKey = dayOrToday(day);
      await ensureDay(dayKey);
      const at = now();
      const races = await racingRepo.racesOfDay(db, dayKey);
      const ids = races.map((r) => r.id);
      const [runners, results] = await Promise.all([racingRepo.runners(db, ids), racingRepo.results(db, ids)]);
      const counts = new Map<number, number>();
      for (const r of runners) counts.set(r.raceId, (counts.get(r.raceId) ?? 0) + 1);
      const meetings = new Map<number, HippodromeProgram>();
      for (const race of races) {
        let m = meetings.get(race.hippodromeId);
        if (!m) {
          m = { HippodromeId: race.hippodromeId, Name: hippodromeName(race.hippodromeId), StatisticsNotice: race.statistics ? null : RACING_STATISTICS_NOTICE, Races: [] };
          meetings.set(race.hippodromeId, m);
        }
        m.Races.push(summary(race, counts.get(race.id) ?? 0, results.has(race.id), at));
      }
      return { Day: dayKey, ServerTime: at, Hippodromes: [...meetings.values()] };
    },

    async race(raceId: number): Promise<RaceCardAnswer | null> {
      const race = await racingRepo.race(db, raceId);
      if (!race) return null;
      const at = now();
      const [runners, results] = await Promise.all([racingRepo.runners(db, [raceId]), racingRepo.results(db, [raceId])]);
      const order = results.get(raceId) ?? null;
      return {
        ...summary(race, runners.length, order !== null, at), HippodromeId: race.hippodromeId, HippodromeName: hippodromeName(race.hippodromeId),
        StatisticsNotice: race.statistics ? null : RACING_STATISTICS_NOTICE, ServerTime: at, Runners: runners.map((r) => runnerView(race, r, at)), Result: order,
      };
    },

    async results(day?: string): Promise<RacingResultsAnswer> {
      const dayKey = dayOrToday(day);
      const races = await racingRepo.racesOfDay(db, dayKey);
      const ids = races.map((r) => r.id);
      const [runners, results] = await Promise.all([racingRepo.runners(db, ids), racingRepo.results(db, ids)]);
      const out: RaceResult[] = [];
      for (const race of races) {
        const order = results.get(race.id);
        if (!order) continue;
        const own = runners.filter((r) => r.raceId === race.id);
        const winner = own.find((r) => r.no === order[0]);
        out.push({
          RaceId: race.id, HippodromeName: hippodromeName(race.hippodromeId), No: race.raceNo, StartsAt: race.startsAt.getTime(), Order: order,
          WinnerName: winner?.name ?? '', WinnerOdd: winner ? runnerOdd(race, winner, race.startsAt.getTime()) : 0,
          Withdrawn: own.filter((r) => r.withdrawnAt !== null).map((r) => r.no),
        });
      }
      return { Day: dayKey, Results: out.sort((a, b) => b.StartsAt - a.StartsAt) };
    },
  };
};

export type RacingProgramService = ReturnType<typeof createRacingProgramService>;
