/**
 * Horse racing's program rows: the day written once from the generator (ON CONFLICT DO NOTHING: a second writer, a
 * restart or another seed keeps what is there), read back with ids; results written once per race.
 */
import type { PlannedRace } from '../racing/racing-program';
import type { Db, Queryable } from './db.port';

export interface RaceRow {
  id: number;
  dayKey: string;
  hippodromeId: number;
  raceNo: number;
  name: string;
  distanceM: number;
  surface: string;
  startsAt: Date;
  oddsSeed: number;
  statistics: boolean;
}

export interface RunnerRow {
  raceId: number;
  no: number;
  name: string;
  jockey: string;
  weightTenthKg: number;
  age: number;
  lastResults: string | null;
  baseOdd: number;
  withdrawnAt: Date | null;
}

const RACE_COLUMNS = `id, day_key AS "dayKey", hippodrome_id AS "hippodromeId", race_no AS "raceNo", name, distance_m AS "distanceM",
  surface, starts_at AS "startsAt", odds_seed AS "oddsSeed", statistics`;
const RUNNER_COLUMNS = `race_id AS "raceId", horse_no AS "no", name, jockey, weight_tenth_kg AS "weightTenthKg", age,
  last_results AS "lastResults", base_odd AS "baseOdd", withdrawn_at AS "withdrawnAt"`;

export const racingRepo = {
  async dayWritten(q: Queryable, dayKey: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM racing_races WHERE day_key = $1 LIMIT 1', [dayKey])).length > 0;
  },

  /** Writes the day's races and runners in one transaction; races already written are kept as they are. */
  async writeDay(db: Db, dayKey: string, races: readonly PlannedRace[], at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      for (const r of races) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO racing_races (day_key, hippodrome_id, race_no, name, distance_m, surface, starts_at, odds_seed, statistics, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (day_key, hippodrome_id, race_no) DO NOTHING RETURNING id`,
          [dayKey, r.hippodromeId, r.raceNo, r.name, r.distanceM, r.surface, new Date(r.startsAt), r.oddsSeed, r.statisticsAvailable, at],
        );
        const id = rows[0]?.id;
        if (id === undefined) continue;
        for (const h of r.runners) {
          await tx.query(
            `INSERT INTO racing_runners (race_id, horse_no, name, jockey, weight_tenth_kg, age, last_results, base_odd, withdrawn_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [id, h.no, h.name, h.jockey, h.weightTenthKg, h.age, h.lastResults, h.baseOdd, h.withdrawnAt === null ? null : new Date(h.withdrawnAt)],
          );
        }
      }
    });
  },

  async racesOfDay(q: Queryable, dayKey: string): Promise<RaceRow[]> {
    return q.query<RaceRow & Record<string, unknown>>(
      `SELECT ${RACE_COLUMNS} FROM racing_races WHERE day_key = $1 ORDER BY hippodrome_id, race_no`, [dayKey]);
  },

  async race(q: Queryable, raceId: number): Promise<RaceRow | null> {
    const rows = await q.query<RaceRow & Record<string, unknown>>(`SELECT ${RACE_COLUMNS} FROM racing_races WHERE id = $1`, [raceId]);
    return rows[0] ?? null;
  },

  async runners(q: Queryable, raceIds: readonly number[]): Promise<RunnerRow[]> {
    if (raceIds.length === 0) return [];
    return q.query<RunnerRow & Record<string, unknown>>(
      `SELECT ${RUNNER_COLUMNS} FROM racing_runners WHERE race_id = ANY($1::bigint[]) ORDER BY race_id, horse_no`, [raceIds]);
  },

  /** Races started long enough ago to have an official result, without one yet. */
  async awaitingResult(q: Queryable, startedBefore: Date, limit: number): Promise<RaceRow[]> {
    return q.query<RaceRow & Record<string, unknown>>(
      `SELECT ${RACE_COLUMNS} FROM racing_races r WHERE starts_at <= $1
         AND NOT EXISTS (SELECT 1 FROM racing_results x WHERE x.race_id = r.id) ORDER BY starts_at, id LIMIT $2`,
      [startedBefore, limit],
    );
  },

  /** Writes a race's result once; a second writer keeps the first. */
  async writeResult(q: Queryable, raceId: number, order: readonly number[], officialAt: Date, at: Date): Promise<void> {
    await q.query(
      `INSERT INTO racing_results (race_id, finish_order, official_at, recorded_at) VALUES ($1, $2, $3, $4) ON CONFLICT (race_id) DO NOTHING`,
      [raceId, JSON.stringify(order), officialAt, at],
    );
  },

  async results(q: Queryable, raceIds: readonly number[]): Promise<Map<number, number[]>> {
    if (raceIds.length === 0) return new Map();
    const rows = await q.query<{ raceId: number; order: number[] }>(
      'SELECT race_id AS "raceId", finish_order AS "order" FROM racing_results WHERE race_id = ANY($1::bigint[])', [raceIds]);
    return new Map(rows.map((r) => [r.raceId, r.order]));
  },
};
