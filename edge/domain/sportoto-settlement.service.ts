/**
 * Spor Toto results and prizes. Each match of a closed pool is decided once: from the program's official result
 * (score → 1, 0 or 2), or, when the match was cancelled, postponed or abandoned (or finished without a score, or
 * dropped by the program without a result 6 hours after its start), by a
 * draw whose fresh random seed is stored with the result; drawnResult(seed, poolId, position) recomputes it. When all
 * 15 are decided, one transaction takes the pool row's lock, splits the prizes (shared/rules/sportoto-math.ts
 * splitPrizes; the rule is in edge/http/API.md), moves each coupon out of 'open' once and credits its winnings with a
 * payout ledger row. A second run finds the pool settled and pays nothing.
 */
import { randomBytes } from 'node:crypto';
import { EVENT_STATUS } from '@shared/constants/codes';
import type { StotoPick } from '@shared/constants/sportoto';
import { correctDistribution, drawnResult, resultOfScore, splitPrizes } from '@shared/rules/sportoto-math';
import type { Db } from '../storage/db.port';
import { eventResultsRepo } from '../storage/event-results.repo';
import { LEDGER_KIND, ledgerRepo } from '../storage/ledger.repo';
import { membersRepo } from '../storage/members.repo';
import { sportotoCouponsRepo } from '../storage/sportoto-coupons.repo';
import { sportotoPoolsRepo } from '../storage/sportoto-pools.repo';

const DRAWN_STATUSES: readonly number[] = [EVENT_STATUS.cancelled, EVENT_STATUS.postponed, EVENT_STATUS.abandoned];

/** A match the program no longer knows this long after its start, with no result, is decided by the draw. */
const LOST_MATCH_AFTER_MS = 6 * 60 * 60_000;

export interface SportotoSettlementDeps {
  db: Db;
  now: () => number;
  /** Whether the program still knows an event (a dropped one never gets a result: it is drawn). */
  knows?: (eventNid: number) => boolean;
  /** A fresh draw seed (tests may not replace it: the draw must stay unpredictable). */
  newSeed?: () => string;
}

export type PoolSettleOutcome = 'settled' | 'waiting' | 'already';

export const createSportotoSettlementService = ({ db, now, knows = () => true, newSeed = () => randomBytes(32).toString('hex') }: SportotoSettlementDeps) => {
  /** Decides the matches with an official result; answers whether all 15 are decided. */
  const decideMatches = async (poolId: number): Promise<boolean> => {
    const matches = await sportotoPoolsRepo.matches(db, poolId);
    const open = matches.filter((m) => m.result === null);
    if (open.length === 0) return true;
    const results = new Map((await eventResultsRepo.findMany(db, open.map((m) => Number(m.eventNid)))).map((r) => [Number(r.eventNid), r]));
    let decided = matches.length - open.length;
    for (const m of open) {
      const r = results.get(Number(m.eventNid));
      const at = new Date(now());
      const lost = !r && !knows(Number(m.eventNid)) && at.getTime() > m.startsAt.getTime() + LOST_MATCH_AFTER_MS;
      if (!r && !lost) continue;
      const official = r !== undefined && r.status === EVENT_STATUS.finished && r.score !== null;
      if (r && !official && r.status !== EVENT_STATUS.finished && !DRAWN_STATUSES.includes(r.status)) continue;
      if (official) await sportotoPoolsRepo.decide(db, poolId, m.position, { result: resultOfScore(r!.score!), source: 'official', score: r!.score, seed: null, at });
      else {
        const seed = newSeed();
        await sportotoPoolsRepo.decide(db, poolId, m.position, { result: drawnResult(seed, poolId, m.position), source: 'draw', score: null, seed, at });
      }
      decided += 1;
    }
    return decided === matches.length;
  };

  const settlePool = async (poolId: number): Promise<PoolSettleOutcome> => {
    if (!(await decideMatches(poolId))) return 'waiting';
    return db.transaction(async (tx): Promise<PoolSettleOutcome> => {
      const pool = await sportotoPoolsRepo.lock(tx, poolId, 'update');
      if (!pool || pool.status === 'settled') return 'already';
      const matches = await sportotoPoolsRepo.matches(tx, poolId);
      const results = matches.map((m) => m.result) as StotoPick[];
      if (results.some((r) => r === null)) return 'waiting';
      const coupons = await sportotoCouponsRepo.openOfPool(tx, poolId);
      const dists = coupons.map((c) => correctDistribution(c.picks, results));
      const units = (k: number): number => coupons.reduce((s, c, i) => s + (dists[i]![k] ?? 0) * c.misli, 0);
      const stakes = await sportotoPoolsRepo.stakes(tx, poolId);
      const carryIn = await sportotoPoolsRepo.takeCarry(tx, poolId);
      const split = splitPrizes(stakes, carryIn, units);
      const at = new Date(now());
      for (const [i, c] of coupons.entries()) {
        const dist = dists[i]!;
        const winnings = split.tiers.reduce((s, t) => s + t.perUnitKurus * (dist[t.correct] ?? 0) * c.misli, 0);
        const bestCorrect = dist.reduce((best, n, k) => (n > 0 ? k : best), 0);
        const moved = await sportotoCouponsRepo.settle(tx, c.couponId, { status: winnings > 0 ? 'won' : 'lost', winningsKurus: winnings, bestCorrect, at });
        if (!moved || winnings === 0) continue;
        await membersRepo.addToBalance(tx, c.memberId, winnings);
        await ledgerRepo.insert(tx, { memberId: c.memberId, amountKurus: winnings, kind: LEDGER_KIND.couponPayout, couponId: c.couponId, createdAt: at });
      }
      await sportotoPoolsRepo.markSettled(tx, poolId, { fundKurus: split.fundKurus, carryInKurus: carryIn, carryOutKurus: split.carryOutKurus, prizes: split.tiers, at });
      return 'settled';
    });
  };

  return {
    settlePool,
    /** Settles every closed pool whose matches are all decided; answers how many it settled. */
    async run(): Promise<number> {
      let n = 0;
      for (const id of await sportotoPoolsRepo.awaitingSettlement(db, new Date(now()))) if ((await settlePool(id)) === 'settled') n += 1;
      return n;
    },
  };
};

export type SportotoSettlementService = ReturnType<typeof createSportotoSettlementService>;
