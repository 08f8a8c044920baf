/**
 * Spor Toto pools: making the week's pool from the program (15 football matches not yet started, the earliest that
 * start at least STOTO_RULES.minLeadMs later, in start order; the pool closes at the first one's start), and the
 * pool as the page shows it. A new pool is made only when none is open, so a pool follows the previous one's close.
 */
import { STOTO_MATCH_COUNT, STOTO_RULES } from '@shared/constants/sportoto';
import { EVENT_STATUS } from '@shared/constants/codes';
import { STOTO_MESSAGES as M } from '@shared/errors/sportoto-messages';
import type { StotoPool, StotoPoolAnswer } from '@shared/protocol/sportoto-api';
import { istanbulDayNumber } from '@shared/time/istanbul';
import type { ProgramReader } from '../program/program-reader';
import type { Db } from '../storage/db.port';
import { sportotoPoolsRepo, type PoolRow } from '../storage/sportoto-pools.repo';

const FOOTBALL = 1;
/** PostgreSQL's unique_violation (both drivers report it as `code`). */
const UNIQUE_VIOLATION = '23505';

/** ISO year and week ("2026/48") of an instant in Istanbul. */
export const isoWeekOf = (epochMs: number): string => {
  const day = istanbulDayNumber(epochMs); // days since 1970-01-01 (a Thursday)
  const weekday = (((day + 3) % 7) + 7) % 7; // 0 Monday .. 6 Sunday
  const thursday = day - weekday + 3;
  const year = new Date(thursday * 86_400_000).getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1) / 86_400_000;
  return `${year}/${String(Math.floor((thursday - jan1) / 7) + 1).padStart(2, '0')}`;
};

export interface SportotoPoolDeps {
  db: Db;
  reader: Pick<ProgramReader, 'sportProgram'>;
  now: () => number;
  columnPriceKurus: number;
}

export const createSportotoPoolService = ({ db, reader, now, columnPriceKurus }: SportotoPoolDeps) => {
  const view = async (p: PoolRow): Promise<StotoPool> => {
    const [matches, stakes] = await Promise.all([sportotoPoolsRepo.matches(db, p.id), sportotoPoolsRepo.stakes(db, p.id)]);
    const at = now();
    return {
      PoolId: p.id, Week: p.week, Status: p.status === 'settled' ? 'settled' : p.closesAt.getTime() > at ? 'open' : 'closed',
      ClosesAt: p.closesAt.getTime(), ColumnPriceKurus: Number(p.columnPriceKurus), StakesKurus: stakes,
      Matches: matches.map((m) => ({
        position: m.position, eventCode: Number(m.eventCode), name: m.name, competition: m.competition, startsAt: m.startsAt.getTime(),
        result: m.result, resultSource: m.resultSource, score: m.score, drawSeed: m.drawSeed,
      })),
      FundKurus: p.fundKurus === null ? null : Number(p.fundKurus),
      CarryInKurus: p.carryInKurus === null ? null : Number(p.carryInKurus),
      CarryOutKurus: p.carryOutKurus === null ? null : Number(p.carryOutKurus),
      Prizes: p.prizes ?? [],
    };
  };

  return {
    /** Makes a pool when none is open and the program has 15 matches for it; answers the open pool's id or null. */
    async ensurePool(): Promise<number | null> {
      const at = now();
      const open = await sportotoPoolsRepo.openAt(db, new Date(at));
      if (open) return open.id;
      const candidates = reader.sportProgram(FOOTBALL).events
        .filter((e) => !e.live && e.status === EVENT_STATUS.open && e.startsAt >= at + STOTO_RULES.minLeadMs && e.startsAt <= at + STOTO_RULES.maxAheadMs)
        .sort((a, b) => a.startsAt - b.startsAt || a.code - b.code);
      const taken = await sportotoPoolsRepo.takenNids(db, candidates.map((e) => e.nevId));
      const chosen = candidates.filter((e) => !taken.has(e.nevId)).slice(0, STOTO_MATCH_COUNT);
      if (chosen.length < STOTO_MATCH_COUNT) return null;
      const closesAt = chosen[0]!.startsAt;
      try {
        return await db.transaction((tx) => sportotoPoolsRepo.create(tx, { week: isoWeekOf(closesAt), closesAt: new Date(closesAt), columnPriceKurus, createdAt: new Date(at) },
          chosen.map((e, i) => ({ position: i + 1, eventNid: e.nevId, eventCode: e.code, name: e.name, competition: e.competition, startsAt: new Date(e.startsAt) }))));
      } catch (e) {
        // Another edge made a pool with these matches first (a match belongs to one pool): use the one open now.
        if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
        return (await sportotoPoolsRepo.openAt(db, new Date(at)))?.id ?? null;
      }
    },

    /** The open pool, else the latest one. */
    async current(): Promise<StotoPoolAnswer> {
      const p = (await sportotoPoolsRepo.openAt(db, new Date(now()))) ?? (await sportotoPoolsRepo.latest(db));
      return p ? { IsSuccess: true, Pool: await view(p) } : { IsSuccess: false, Code: 'NO_POOL', Message: M.noPool };
    },

    async byId(id: number): Promise<StotoPoolAnswer> {
      const p = await sportotoPoolsRepo.byId(db, id);
      return p ? { IsSuccess: true, Pool: await view(p) } : { IsSuccess: false, Code: 'NOT_FOUND', Message: M.notFound };
    },
  };
};

export type SportotoPoolService = ReturnType<typeof createSportotoPoolService>;
