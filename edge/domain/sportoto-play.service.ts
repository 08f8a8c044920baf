/**
 * Playing a Spor Toto coupon: the picks and misli are checked, the pool must be open (before its close and before any
 * of its matches has started in the program); then one transaction locks the member row and shares the pool row's
 * lock (settlement takes it exclusively), honours the idempotency key, applies responsible play's self-exclusion and
 * limits, checks the balance, debits it and writes the coupon, its picks, the ledger row and the answer. A refusal
 * writes nothing.
 */
import { createHash, randomInt } from 'node:crypto';
import { STOTO_RULES } from '@shared/constants/sportoto';
import { STOTO_MESSAGES as M } from '@shared/errors/sportoto-messages';
import type { StotoPlayAnswer, StotoPlayRequest } from '@shared/protocol/sportoto-api';
import { normalPicks, stotoColumns, stotoCost, validPicks } from '@shared/rules/sportoto-math';
import type { ProgramReader } from '../program/program-reader';
import type { Db, Tx } from '../storage/db.port';
import { couponsRepo } from '../storage/coupons.repo';
import { LEDGER_KIND, ledgerRepo } from '../storage/ledger.repo';
import { membersRepo } from '../storage/members.repo';
import { sportotoCouponsRepo } from '../storage/sportoto-coupons.repo';
import { sportotoPoolsRepo } from '../storage/sportoto-pools.repo';
import { exclusionRefusal, responsiblePlayRefusal } from './responsible-play.guard';
import { responsiblePlayRepo } from '../storage/responsible-play.repo';

export type StotoPlayResult = { kind: 'played' | 'replayed' | 'refused'; answer: StotoPlayAnswer };

const refused = (Code: string, Message: string, more: { Balance?: number } = {}): StotoPlayResult =>
  ({ kind: 'refused', answer: { IsSuccess: false, Code, Message, ...more } });

/** What the request asks for, canonical: a retry hashes the same. */
const requestHash = (r: StotoPlayRequest): string =>
  createHash('sha256').update(JSON.stringify(['sportoto', r.poolId, normalPicks(r.picks), r.misli])).digest('hex');

const newCouponNo = async (tx: Tx): Promise<string> => {
  for (;;) {
    const no = `${randomInt(1, 10)}${String(randomInt(0, 10 ** 13)).padStart(13, '0')}`;
    if (!(await couponsRepo.couponNoTaken(tx, no))) return no;
  }
};

const stored = (prior: { requestHash: string; answer: unknown }, hash: string): StotoPlayResult =>
  prior.requestHash === hash && prior.answer
    ? { kind: 'replayed', answer: prior.answer as StotoPlayAnswer }
    : refused('IDEMPOTENCY_CONFLICT', M.idempotencyConflict);

export interface SportotoPlayDeps {
  db: Db;
  reader: Pick<ProgramReader, 'eventByNevId'>;
  now: () => number;
}

export const createSportotoPlayService = ({ db, reader, now }: SportotoPlayDeps) => ({
  async play(memberId: number, req: StotoPlayRequest): Promise<StotoPlayResult> {
    if (!validPicks(req.picks)) return refused('BAD_PICKS', M.badPicks);
    if (!Number.isInteger(req.misli) || req.misli < STOTO_RULES.minMisli || req.misli > STOTO_RULES.maxMisli) return refused('BAD_MISLI', M.badMisli);
    const hash = requestHash(req);
    const prior = await couponsRepo.byIdempotencyKey(db, memberId, req.idempotencyKey);
    if (prior) return stored(prior, hash);
    const at = now();
    const excluded = exclusionRefusal(await responsiblePlayRepo.settings(db, memberId), at);
    if (excluded) return refused(excluded.Code, excluded.Message);

    const pool = await sportotoPoolsRepo.byId(db, req.poolId);
    if (!pool) return refused('NOT_FOUND', M.notFound);
    const matches = await sportotoPoolsRepo.matches(db, pool.id);
    // Closed at the first match's start as taken, and as soon as the program shows any of its matches started.
    const started = matches.some((m) => {
      const e = reader.eventByNevId(Number(m.eventNid));
      return e !== undefined && (e.live || e.startsAt <= at);
    });
    if (pool.status !== 'open' || pool.closesAt.getTime() <= at || started) return refused('POOL_CLOSED', M.poolClosed);

    const picks = normalPicks(req.picks);
    const columns = stotoColumns(picks);
    const amount = stotoCost(columns, Number(pool.columnPriceKurus), req.misli);
    const playedAt = new Date(at);

    return db.transaction(async (tx): Promise<StotoPlayResult> => {
      // Pool row first, then the member row: the order settlement takes them in, so the two never wait on each other.
      const locked = await sportotoPoolsRepo.lock(tx, pool.id, 'share');
      if (!locked || locked.status !== 'open') return refused('POOL_CLOSED', M.poolClosed);
      const balance = await membersRepo.lockBalance(tx, memberId);
      if (balance === null) throw new Error(`member ${memberId} not found at play`);
      const again = await couponsRepo.byIdempotencyKey(tx, memberId, req.idempotencyKey);
      if (again) return stored(again, hash);
      const limited = await responsiblePlayRefusal(tx, memberId, amount, at);
      if (limited) return refused(limited.Code, limited.Message);
      if (balance < amount) return refused('INSUFFICIENT_BALANCE', M.insufficientBalance, { Balance: balance });
      const newBalance = await membersRepo.addToBalance(tx, memberId, -amount);
      const couponNo = await newCouponNo(tx);
      const couponId = await sportotoCouponsRepo.insert(tx, {
        couponNo, memberId, poolId: pool.id, idempotencyKey: req.idempotencyKey, requestHash: hash, amountKurus: amount,
        misli: req.misli, columns, picks, playedAt,
      });
      await ledgerRepo.insert(tx, { memberId, amountKurus: -amount, kind: LEDGER_KIND.couponStake, couponId, createdAt: playedAt });
      const answer: StotoPlayAnswer = { IsSuccess: true, CouponId: couponId, CouponNo: couponNo, Columns: columns, Amount: amount, Balance: newBalance, PlayedAt: at };
      await couponsRepo.setAnswer(tx, couponId, answer);
      return { kind: 'played', answer };
    });
  },
});

export type SportotoPlayService = ReturnType<typeof createSportotoPlayService>;
