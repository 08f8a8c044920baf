/**
 * Playing a coupon. Checks run against the program as the server holds it, every cheap one (rules, the column
 * maximum) first; then one transaction locks the member row, honours the idempotency key, checks the balance and
 * only then computes the maximum winnings, debits, and writes the coupon, its selections, a ledger row and the
 * answer. Responsible play's self-exclusion and limits are checked under that lock too. A refusal writes nothing. Dependencies come in as parameters so this is tested without a server.
 */
import { createHash, randomInt } from 'node:crypto';
import { inNoPlayWindow } from '@shared/rules/coupon-rules';
import { columnCount, couponAmount, maxWinnings, totalOdds } from '@shared/rules/coupon-math';
import type { PlayCouponAnswer, PlayCouponRequest } from '@shared/protocol/api';
import { COUPON_ERRORS, fillTemplate } from '@shared/errors/catalogue';
import type { ProgramReader } from '../program/program-reader';
import type { Db, Tx } from '../storage/db.port';
import { couponsRepo } from '../storage/coupons.repo';
import { LEDGER_KIND, ledgerRepo } from '../storage/ledger.repo';
import { membersRepo } from '../storage/members.repo';
import { istanbulHhmm } from '@shared/time/istanbul';
import { oddsChanges, refusal, resolveSelections, rulesProblem, specialProblem, startedProblem, type PlayRefusal } from './play-coupon.check';
import { responsiblePlayRepo } from '../storage/responsible-play.repo';
import { exclusionRefusal, responsiblePlayRefusal } from './responsible-play.guard';

export interface PlayCouponDeps {
  db: Db;
  reader: ProgramReader;
  now: () => number;
  /** Istanbul "HH:MM" window with no play, or null when switched off. */
  noPlayWindow: { from: string; to: string } | null;
  /** PLAY_MAX_COLUMNS: more columns are refused before any costly work. */
  maxColumns: number;
}

export type PlaySuccess = Extract<PlayCouponAnswer, { IsSuccess: true }>;
export type PlayResult =
  | { kind: 'played'; answer: PlaySuccess }
  | { kind: 'replayed'; answer: PlayCouponAnswer }
  | { kind: 'refused'; answer: PlayRefusal };


/** Canonical hash of what the request asks for: a retry hashes the same, another coupon differently. */
export const requestHash = (r: PlayCouponRequest): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        r.misli,
        r.acceptOddsChanges,
        [...(r.systemSizes ?? [])].sort((a, b) => a - b),
        r.selections.map((s) => [s.eventCode, s.marketId, s.outcomeId, s.odd, s.banker]),
      ]),
    )
    .digest('hex');

const COUPON_NO_DIGITS = 14;
/** A random 14-digit coupon number (first digit 1-9): not guessable from another member's coupon. */
const newCouponNo = async (tx: Tx): Promise<string> => {
  for (;;) {
    const rest = String(randomInt(0, 10 ** (COUPON_NO_DIGITS - 1))).padStart(COUPON_NO_DIGITS - 1, '0');
    const no = `${randomInt(1, 10)}${rest}`;
    if (!(await couponsRepo.couponNoTaken(tx, no))) return no;
  }
};

const stored = (prior: { requestHash: string; answer: unknown }, hash: string): PlayResult =>
  prior.requestHash === hash
    ? { kind: 'replayed', answer: prior.answer as PlayCouponAnswer }
    : { kind: 'refused', answer: refusal('IDEMPOTENCY_CONFLICT') };

export const createPlayCouponService = ({ db, reader, now, noPlayWindow, maxColumns }: PlayCouponDeps) => ({
  async play(memberId: number, req: PlayCouponRequest): Promise<PlayResult> {
    const hash = requestHash(req);
    const sizes = [...new Set(req.systemSizes ?? [])].sort((a, b) => a - b);
    // A retry of a played coupon gets its first answer even if the program has moved on since.
    const prior = await couponsRepo.byIdempotencyKey(db, memberId, req.idempotencyKey);
    if (prior?.answer) return stored(prior, hash);

    const at = now();
    // A self-excluded member hears that first, whatever the coupon; the authoritative check is in the transaction.
    const excluded = exclusionRefusal(await responsiblePlayRepo.settings(db, memberId), at);
    if (excluded) return { kind: 'refused', answer: excluded };
    if (noPlayWindow && inNoPlayWindow(istanbulHhmm(at), noPlayWindow)) return { kind: 'refused', answer: refusal('PLAY_WINDOW_CLOSED', { Message: fillTemplate(COUPON_ERRORS.PLAY_WINDOW_CLOSED, noPlayWindow) }) };
    const rows = resolveSelections(reader, req.selections);
    if (!Array.isArray(rows)) return { kind: 'refused', answer: rows };
    const problem = startedProblem(rows, at) ?? specialProblem(reader, rows) ?? rulesProblem(rows, req.misli, sizes, maxColumns);
    if (problem) return { kind: 'refused', answer: problem };
    const changes = oddsChanges(rows);
    if (changes.length > 0 && !req.acceptOddsChanges) return { kind: 'refused', answer: refusal('ODDS_CHANGED', { Changes: changes }) };

    // The server's current odds are the coupon's odds (accepted changes included).
    const odds = rows.map((r) => r.ref.outcome.odd);
    const bankerIdx = rows.flatMap((r, i) => (r.seen.banker ? [i] : []));
    const columns = columnCount(rows.length, sizes, bankerIdx.length);
    const amount = couponAmount(columns, req.misli);
    const total = totalOdds(odds);
    const playedAt = new Date(at);

    return db.transaction(async (tx): Promise<PlayResult> => {
      const balance = await membersRepo.lockBalance(tx, memberId);
      if (balance === null) throw new Error(`member ${memberId} not found at play`);
      const again = await couponsRepo.byIdempotencyKey(tx, memberId, req.idempotencyKey);
      if (again) return stored(again, hash);
      // Self-exclusion and the stake and loss limits, judged under the same row lock as the balance.
      const limited = await responsiblePlayRefusal(tx, memberId, amount, at);
      if (limited) return { kind: 'refused', answer: limited };
      if (balance < amount) return { kind: 'refused', answer: refusal('INSUFFICIENT_BALANCE', { Balance: balance }) };
      // The one costly step runs last, for a member who pays for every column; it is synchronous, so holding the
      // row lock through it adds no wait that the event loop would not have anyway.
      const maxWin = maxWinnings(odds, req.misli, sizes, bankerIdx);

      const newBalance = await membersRepo.addToBalance(tx, memberId, -amount);
      const couponNo = await newCouponNo(tx);
      const couponId = await couponsRepo.insert(tx, {
        couponNo, memberId, idempotencyKey: req.idempotencyKey, requestHash: hash, amountKurus: amount, misli: req.misli,
        totalOdd: total, maxWinningsKurus: maxWin, systemSizes: sizes, columnCount: columns, playedAt,
      });
      await couponsRepo.insertSelections(
        tx,
        couponId,
        rows.map(({ seen, ref: { event, market, outcome } }) => ({
          eventNid: event.nevId, eventCode: event.code, marketId: market.id, outcomeId: outcome.id, odd: outcome.odd, seenOdd: seen.odd,
          banker: seen.banker, mbs: market.mbs, sportId: event.sportId, live: event.live, eventName: event.name,
          marketName: market.name, outcomeName: outcome.name, startsAt: new Date(event.startsAt),
          marketNo: market.no, bid: event.bid, mLink: event.navLink,
        })),
      );
      await ledgerRepo.insert(tx, { memberId, amountKurus: -amount, kind: LEDGER_KIND.couponStake, couponId, createdAt: playedAt });
      const answer: PlaySuccess = {
        IsSuccess: true, CouponNo: couponNo, CouponId: couponId, Balance: newBalance, Amount: amount, TotalOdd: total,
        MaxWinnings: maxWin, PlayedAt: at,
      };
      await couponsRepo.setAnswer(tx, couponId, answer);
      return { kind: 'played', answer };
    });
  },
});

export type PlayCouponService = ReturnType<typeof createPlayCouponService>;
