/**
 * Helpers of the coupon suites (my coupons, sharing, settlement): results written as the feed's sink would, waiting
 * for settlement, plays.
 */
import { expect } from 'vitest';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import type { EdgeHandle } from '../../edge/app';
import type { ProgramStore } from '../../edge/program/program-store';
import type { Db } from '../../edge/storage/db.port';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import type { Browser } from './browser';
import type { Pick } from './program-picks';

export type Played = Extract<PlayCouponAnswer, { IsSuccess: true }>;
export type ResultKind = 'won' | 'lost' | 'cancelled' | 'postponed' | 'abandonedUndecided' | 'abandonedWon';

/** Takes an event out of the program as the feed does when it ends (settlement refuses results of offered events). */
export const endInProgram = (program: ProgramStore, code: number, status: number): void => {
  if (!program.inProgram(code)) return;
  program.updateEvent(code, { live: false, status, hasOfficialResult: true });
  program.removeEvent(code, OUTCOME_STATUS.disabled);
  program.commit();
};

/**
 * Ends the pick's event in the edge's program (settlement refuses a result for an event still offered) and writes
 * its official result so that the pick ends as `kind`, as the feed would, finished (or called off) at `finishedAt`
 * (a postponed event's selections wait until the end of the next Istanbul day after it: shared/rules/postponed-event.ts).
 */
export const publishResult = async (
  { db, edge }: { db: Db; edge: EdgeHandle }, p: Pick, kind: ResultKind, finishedAt: number = Date.now(), receivedAt: number = Date.now(),
): Promise<void> => {
  const status = {
    won: EVENT_STATUS.finished, lost: EVENT_STATUS.finished, cancelled: EVENT_STATUS.cancelled,
    postponed: EVENT_STATUS.postponed, abandonedUndecided: EVENT_STATUS.abandoned, abandonedWon: EVENT_STATUS.abandoned,
  }[kind];
  const decided = kind === 'won' || kind === 'lost' || kind === 'abandonedWon' ? [p.market.id] : [];
  const winning = kind === 'won' || kind === 'abandonedWon' ? [p.outcome.id] : [];
  endInProgram(edge.program, p.event.code, status);
  await eventResultsRepo.record(db, {
    eventNid: p.event.nevId, eventCode: p.event.code, sportId: p.event.sportId, status, score: null, winningOutcomeIds: winning,
    decidedMarketIds: decided, marketIds: [...new Set([...p.event.marketIds, p.market.id])], finishedAt,
  }, new Date(receivedAt));
};

export const couponStatus = async (db: Db, couponId: number): Promise<string> =>
  (await db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [couponId]))[0]?.status ?? 'missing';

/** Waits until the coupon leaves 'open' (settlement polls every few hundred ms in these suites). */
export const waitSettled = async (db: Db, couponId: number, timeoutMs = 10_000): Promise<string> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await couponStatus(db, couponId);
    if (s !== 'open' || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
};

export const playOk = async (b: Browser, req: PlayCouponRequest): Promise<Played> => {
  const r = await b.post<PlayCouponAnswer>(API.playCoupon, req);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Played;
};

export const payoutRows = async (db: Db, couponId: number): Promise<{ kind: string; amount: number }[]> =>
  db.query<{ kind: string; amount: number }>(
    `SELECT kind, amount_kurus AS amount FROM ledger WHERE coupon_id = $1 AND kind IN ('coupon_payout', 'coupon_refund')`,
    [couponId],
  );

/** Every member's ledger sums to the balance. */
export const ledgerMismatches = async (db: Db): Promise<number> =>
  (await db.query<{ n: number }>(
    `SELECT COUNT(*)::bigint AS n FROM members m
     WHERE m.balance_kurus <> (SELECT COALESCE(SUM(amount_kurus), 0) FROM ledger l WHERE l.member_id = m.id)`,
  ))[0]?.n ?? -1;
