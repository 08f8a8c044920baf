/**
 * Racing settlement: races past their start plus the result delay get their result written once (drawn from the
 * race's seed), then every open bet of a race with a result settles in its own transaction: the bet row locked and
 * still open, its status, payout, deduction and the deduction table's version, and the one payout or refund ledger
 * row with the balance change together. A double run, two edges or a restart in the middle pay each bet once (the
 * open-status check under the lock, and a unique ledger index per bet).
 */
import { RACING_RULES, type GanyanBetStatus } from '@shared/protocol/racing-api';
import type { Db } from '../storage/db.port';
import { membersRepo } from '../storage/members.repo';
import { racingRepo } from '../storage/racing.repo';
import { RACING_LEDGER_KIND, racingBetsRepo } from '../storage/racing-bets.repo';
import { deductionFor, finishingOrder, ganyanPayout, MAX_TOTAL_DEDUCTION } from './racing-odds';
import { runnerOdd } from './racing-program.service';

export interface GanyanSettled {
  memberId: number;
  betId: number;
  couponNo: string;
  status: Exclude<GanyanBetStatus, 'open'>;
  payoutKurus: number;
  /** The member's balance after the payout (the member notice's balance). */
  balanceKurus: number;
}

export interface RacingSettlementDeps {
  db: Db;
  now: () => number;
  onSettled?: (e: GanyanSettled) => void;
  onError?: (err: unknown) => void;
  batchSize?: number;
}

export const createRacingSettlementService = ({ db, now, onSettled, onError, batchSize = 200 }: RacingSettlementDeps) => {
  const recordResults = async (): Promise<void> => {
    const at = now();
    for (;;) {
      const races = await racingRepo.awaitingResult(db, new Date(at - RACING_RULES.resultAfterStartMs), batchSize);
      if (races.length === 0) return;
      const runners = await racingRepo.runners(db, races.map((r) => r.id));
      for (const race of races) {
        const own = runners.filter((r) => r.raceId === race.id);
        const order = finishingOrder(
          { oddsSeed: race.oddsSeed, startsAt: race.startsAt.getTime() },
          own.map((r) => ({ no: r.no, baseOdd: r.baseOdd, withdrawn: r.withdrawnAt !== null })),
        );
        await racingRepo.writeResult(db, race.id, order, new Date(race.startsAt.getTime() + RACING_RULES.resultAfterStartMs), new Date(at));
      }
      if (races.length < batchSize) return;
    }
  };

  const settleBet = (betId: number): Promise<GanyanSettled | null> =>
    db.transaction(async (tx) => {
      const bet = await racingBetsRepo.lockOpen(tx, betId);
      if (!bet) return null;
      const at = new Date(now());
      const race = await racingRepo.race(tx, bet.raceId);
      const order = (await racingRepo.results(tx, [bet.raceId])).get(bet.raceId);
      const table = await racingBetsRepo.deductionTable(tx, at);
      if (!race || !order || !table) throw new Error(`racing bet ${betId}: race, result or deduction table missing`);
      const runners = await racingRepo.runners(tx, [bet.raceId]);
      const horse = runners.find((r) => r.no === bet.horseNo)!;
      let status: GanyanSettled['status'] = 'lost';
      let payout = 0;
      let deduction = 0;
      if (horse.withdrawnAt !== null) {
        status = 'refunded';
        payout = bet.amountKurus;
      } else if (order[0] === bet.horseNo) {
        // Horses withdrawn after the play shortened the field the odd was priced on: each takes its table percent.
        for (const r of runners) {
          if (r.withdrawnAt === null || r.withdrawnAt.getTime() <= bet.playedAt.getTime()) continue;
          deduction += deductionFor(table.rows, runnerOdd(race, r, r.withdrawnAt.getTime() - 1));
        }
        deduction = Math.min(MAX_TOTAL_DEDUCTION, deduction);
        status = 'won';
        payout = ganyanPayout(bet.amountKurus, bet.odd, deduction);
      }
      await racingBetsRepo.finish(tx, betId, { status, payoutKurus: payout, deductionPercent: deduction, deductionVersion: table.version, at });
      let balance = (await membersRepo.lockBalance(tx, bet.memberId)) ?? 0;
      if (payout > 0) {
        const kind = status === 'refunded' ? RACING_LEDGER_KIND.refund : RACING_LEDGER_KIND.payout;
        await racingBetsRepo.ledger(tx, { memberId: bet.memberId, amountKurus: payout, kind, betId, at });
        balance = await membersRepo.addToBalance(tx, bet.memberId, payout);
      }
      return { memberId: bet.memberId, betId, couponNo: bet.couponNo, status, payoutKurus: payout, balanceKurus: balance };
    });

  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = async (): Promise<number> => {
    await recordResults();
    let settled = 0;
    let after = 0;
    for (;;) {
      const ids = await racingBetsRepo.openWithResult(db, batchSize, after);
      for (const id of ids) {
        after = id;
        if (stopped) return settled;
        const done = await settleBet(id);
        if (done) {
          settled++;
          onSettled?.(done);
        }
      }
      if (ids.length < batchSize) return settled;
    }
  };
  /** One pass at a time per edge; a pass asked for meanwhile joins the running one. */
  const run = (): Promise<number> => {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };
  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    run,
    /** Settles one bet (tests run two at once to show a bet pays once). */
    settleBet,
    start(everyMs: number): void {
      timer = setInterval(() => void run().catch((err: unknown) => onError?.(err)), everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};

export type RacingSettlementService = ReturnType<typeof createRacingSettlementService>;
