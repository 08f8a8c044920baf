/**
 * Settlement: open coupons whose events have official results settle by shared/rules/coupon-settle.ts. Each coupon
 * settles in its own transaction (coupon row locked, selection statuses, coupon status and the one payout ledger row
 * with the balance change together), so a restart in the middle leaves every coupon either untouched or done, and a
 * result delivered twice pays once (status check under the lock, plus a unique payout row per coupon).
 */
import { settleCoupon, type SelectionOutcome } from '@shared/rules/coupon-settle';
import { settleSelectionAt } from '@shared/rules/postponed-event';
import type { ResultSink } from '../program/program-reader';
import type { Db } from '../storage/db.port';
import { LEDGER_KIND, ledgerRepo } from '../storage/ledger.repo';
import { membersRepo } from '../storage/members.repo';
import { settlementRepo, type SelectionWithResult } from '../storage/settlement.repo';
import { refusalOf, type ProgramCheck, type SettlementRefusal } from './settlement-guard';
import { settleShareInTx, type ShareSettled } from './sharing-settlement';

/** What a settled coupon tells the outside (the realtime member room, when it is wired). */
export interface CouponSettled {
  memberId: number;
  couponId: number;
  couponNo: string;
  status: 'won' | 'lost' | 'refunded';
  payoutKurus: number;
  /** The member's balance after the payout. */
  balanceKurus: number;
}

/** Selections of one coupon settled in one pass (the coupon may stay open): told to the member room too. */
export interface SelectionsSettled {
  memberId: number;
  couponId: number;
  couponNo: string;
  selections: { outcomeId: number; status: SelectionOutcome }[];
}

export interface SettlementDeps {
  db: Db;
  now: () => number;
  /** Whether the program still offers an event (by NID): its results are refused. Default: nothing is offered. */
  inProgram?: ProgramCheck;
  onSettled?: (e: CouponSettled) => void;
  /** Told after the commit about every selection a pass settled, whether or not its coupon finished. */
  onSelectionsSettled?: (e: SelectionsSettled) => void;
  /** Told after the commit when the settled coupon was shared on Kupondaş (its status and score were written with it). */
  onShareSettled?: (e: ShareSettled) => void;
  /** Told about each refused result (once per selection and reason); the edge logs it as an error. */
  onRefused?: (r: SettlementRefusal) => void;
  onError?: (err: unknown) => void;
  batchSize?: number;
}

const decided = (s: SelectionWithResult): SelectionOutcome | null =>
  s.status === 'won' || s.status === 'lost' || s.status === 'void' ? s.status : null;

/** A selection's verdict by its result at `at`: null without one, and while its postponed event may still be played. */
const outcomeOf = (s: SelectionWithResult, at: number): SelectionOutcome | null => {
  if (s.resultStatus === null) return null;
  return settleSelectionAt(
    {
      status: s.resultStatus, winningOutcomeIds: s.winningOutcomeIds ?? [], decidedMarketIds: s.decidedMarketIds ?? [],
      finishedAt: s.resultFinishedAt?.getTime() ?? 0,
    },
    s.marketId,
    s.outcomeId,
    at,
  );
};

/** Refusals already told, so a refused result polled again is not logged every few seconds. */
const REFUSALS_REMEMBERED = 10_000;

export const createSettlementService = ({
  db, now, inProgram = () => false, onSettled, onSelectionsSettled, onShareSettled, onRefused, onError, batchSize = 200,
}: SettlementDeps) => {
  const told = new Set<string>();
  const refuse = (r: SettlementRefusal): void => {
    const key = `${r.couponId}:${r.position}:${r.reason}`;
    if (told.has(key)) return;
    if (told.size >= REFUSALS_REMEMBERED) told.clear();
    told.add(key);
    onRefused?.(r);
  };
  /** A selection's verdict: its stored status, or its own event's result once the invariant holds. */
  const verdictOf = (couponId: number, s: SelectionWithResult, at: number): SelectionOutcome | null => {
    const done = decided(s);
    if (done) return done;
    const refusal = refusalOf(couponId, s, inProgram);
    if (refusal) {
      refuse(refusal);
      return null;
    }
    return outcomeOf(s, at);
  };

  /** Settles what the results allow of one coupon: the selections settled now, and the coupon when it finished. */
  type Settled = { selections: SelectionsSettled | null; coupon: CouponSettled | null; share?: ShareSettled | null };
  const settleInTransaction = (couponId: number): Promise<Settled> =>
    db.transaction(async (tx) => {
      const c = await settlementRepo.lockCoupon(tx, couponId);
      if (!c) return { selections: null, coupon: null };
      const at = new Date(now());
      const rows = await settlementRepo.selections(tx, couponId);
      const outcomes = rows.map((s) => verdictOf(couponId, s, at.getTime()));
      const settledNow: SelectionsSettled['selections'] = [];
      for (const [i, s] of rows.entries()) {
        const o = outcomes[i];
        if (s.status !== 'open' || !o) continue;
        await settlementRepo.setSelectionStatus(tx, couponId, s.position, o, at);
        settledNow.push({ outcomeId: s.outcomeId, status: o });
      }
      const selections = settledNow.length > 0 ? { memberId: c.memberId, couponId, couponNo: c.couponNo, selections: settledNow } : null;
      if (c.status !== 'open') return { selections, coupon: null };
      const verdict = settleCoupon({
        misli: c.misli, amountKurus: c.amountKurus, systemSizes: c.systemSizes,
        selections: rows.map((s, i) => ({ odd: s.odd, banker: s.banker, outcome: outcomes[i] ?? null })),
      });
      if (verdict.status === 'open') return { selections, coupon: null };
      await settlementRepo.finishCoupon(tx, couponId, verdict.status, verdict.payoutKurus, verdict.status === 'refunded', at);
      const share = await settleShareInTx(tx, couponId, verdict.status, at);
      let balance = (await membersRepo.lockBalance(tx, c.memberId)) ?? 0;
      if (verdict.payoutKurus > 0) {
        const kind = verdict.status === 'refunded' ? LEDGER_KIND.couponRefund : LEDGER_KIND.couponPayout;
        await ledgerRepo.insert(tx, { memberId: c.memberId, amountKurus: verdict.payoutKurus, kind, couponId, createdAt: at });
        balance = await membersRepo.addToBalance(tx, c.memberId, verdict.payoutKurus);
      }
      return {
        selections,
        share,
        coupon: { memberId: c.memberId, couponId, couponNo: c.couponNo, status: verdict.status, payoutKurus: verdict.payoutKurus, balanceKurus: balance },
      };
    });

  /** Settles what the results allow of one coupon; answers the event when the coupon finished. */
  const settleOne = async (couponId: number): Promise<CouponSettled | null> => {
    const { selections, coupon, share } = await settleInTransaction(couponId);
    if (selections) onSelectionsSettled?.(selections);
    if (share) onShareSettled?.(share);
    return coupon;
  };

  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = async (): Promise<number> => {
    let settled = 0;
    let after = 0;
    for (;;) {
      const ids = await settlementRepo.pendingCouponIds(db, batchSize, after);
      for (const id of ids) {
        after = id;
        // Stopping leaves the rest for the next start: every coupon is whole either way.
        if (stopped) return settled;
        const done = await settleOne(id);
        if (done) {
          settled++;
          onSettled?.(done);
        }
      }
      // Pages by id: a coupon left open (a refused result, or still waiting) is not looked at again in this run.
      if (ids.length < batchSize) return settled;
    }
  };

  /** Settles every coupon the stored results allow; concurrent calls share one run. */
  const settlePending = (): Promise<number> => {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const kick = (): void => {
    if (!stopped) settlePending().catch((err: unknown) => onError?.(err));
  };
  let timer: NodeJS.Timeout | null = null;
  return {
    settleOne,
    settlePending,
    /** Settles at once (the result sink calls it after writing a result). */
    kick,
    /** Polls every `everyMs`. */
    start(everyMs: number): void {
      if (timer) return;
      timer = setInterval(kick, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};

export type SettlementService = ReturnType<typeof createSettlementService>;

/** A result sink that wakes settlement once the result is stored. */
export const withSettlementKick = (sink: ResultSink, kick: () => void): ResultSink => ({
  async publishResult(r) {
    await sink.publishResult(r);
    kick();
  },
});
