/**
 * Playing a Ganyan coupon: one horse, at least 10 TL, while the race is open (20 minutes before its start up to the
 * start), at the server's odd of this instant. Cheap checks first; then one transaction locks the member row,
 * honours the idempotency key, judges responsible play's limits and the balance under that lock, and writes the
 * bet, its stake ledger row, the balance and the first answer together. A refusal writes nothing.
 */
import { createHash, randomInt } from 'node:crypto';
import { RACING_REFUSALS } from '@shared/errors/racing-messages';
import { RACING_RULES, type PlayGanyanAnswer, type PlayGanyanRequest, type RacingRefusalCode } from '@shared/protocol/racing-api';
import type { Db, Tx } from '../storage/db.port';
import { membersRepo } from '../storage/members.repo';
import { racingRepo } from '../storage/racing.repo';
import { RACING_LEDGER_KIND, racingBetsRepo } from '../storage/racing-bets.repo';
import { responsiblePlayRefusal } from '../domain/responsible-play.guard';
import { isWithdrawn, raceStatus, runnerOdd } from './racing-program.service';

export type GanyanSuccess = Extract<PlayGanyanAnswer, { IsSuccess: true }>;
export type GanyanRefusal = Extract<PlayGanyanAnswer, { IsSuccess: false }>;
export type GanyanResult =
  | { kind: 'played'; answer: GanyanSuccess }
  | { kind: 'replayed'; answer: PlayGanyanAnswer }
  | { kind: 'refused'; answer: GanyanRefusal };

const refused = (Code: RacingRefusalCode, extra: Partial<GanyanRefusal> = {}): GanyanResult =>
  ({ kind: 'refused', answer: { IsSuccess: false, Code, Message: RACING_REFUSALS[Code], ...extra } });

export const ganyanRequestHash = (r: PlayGanyanRequest): string =>
  createHash('sha256').update(JSON.stringify(['ganyan', r.raceId, r.horseNo, r.amount, r.odd, r.acceptOddsChanges])).digest('hex');

const COUPON_NO_DIGITS = 14;
const newCouponNo = async (tx: Tx): Promise<string> => {
  for (;;) {
    const no = `${randomInt(1, 10)}${String(randomInt(0, 10 ** (COUPON_NO_DIGITS - 1))).padStart(COUPON_NO_DIGITS - 1, '0')}`;
    if (!(await racingBetsRepo.couponNoTaken(tx, no))) return no;
  }
};

const stored = (prior: { requestHash: string; answer: unknown }, hash: string): GanyanResult =>
  prior.requestHash === hash ? { kind: 'replayed', answer: prior.answer as PlayGanyanAnswer } : refused('IDEMPOTENCY_CONFLICT');

export const createRacingPlayService = ({ db, now }: { db: Db; now: () => number }) => ({
  async play(memberId: number, req: PlayGanyanRequest): Promise<GanyanResult> {
    const hash = ganyanRequestHash(req);
    const prior = await racingBetsRepo.byIdempotencyKey(db, memberId, req.idempotencyKey);
    if (prior?.answer) return stored(prior, hash);
    if (req.amount < RACING_RULES.minStakeKurus) return refused('MIN_STAKE');
    if (req.amount > RACING_RULES.maxStakeKurus) return refused('MAX_STAKE');
    const at = now();
    const race = await racingRepo.race(db, req.raceId);
    if (!race) return refused('RACE_NOT_FOUND');
    const hasResult = (await racingRepo.results(db, [race.id])).has(race.id);
    const status = raceStatus(race, hasResult, at);
    if (status === 'upcoming') return refused('RACE_NOT_OPEN');
    if (status !== 'open') return refused('RACE_CLOSED');
    const runner = (await racingRepo.runners(db, [race.id])).find((r) => r.no === req.horseNo);
    if (!runner) return refused('HORSE_NOT_FOUND');
    if (isWithdrawn(runner, at)) return refused('HORSE_WITHDRAWN');
    const odd = runnerOdd(race, runner, at);
    if (odd !== req.odd && !req.acceptOddsChanges) return refused('ODDS_CHANGED', { Odd: odd });
    const playedAt = new Date(at);

    return db.transaction(async (tx): Promise<GanyanResult> => {
      const balance = await membersRepo.lockBalance(tx, memberId);
      if (balance === null) throw new Error(`member ${memberId} not found at Ganyan play`);
      const again = await racingBetsRepo.byIdempotencyKey(tx, memberId, req.idempotencyKey);
      if (again) return stored(again, hash);
      const limited = await responsiblePlayRefusal(tx, memberId, req.amount, at);
      if (limited) return { kind: 'refused', answer: { ...limited, Code: limited.Code as RacingRefusalCode } as GanyanRefusal };
      if (balance < req.amount) return refused('INSUFFICIENT_BALANCE', { Balance: balance });
      const newBalance = await membersRepo.addToBalance(tx, memberId, -req.amount);
      const couponNo = await newCouponNo(tx);
      const betId = await racingBetsRepo.insert(tx, {
        couponNo, memberId, idempotencyKey: req.idempotencyKey, requestHash: hash, raceId: race.id, horseNo: runner.no, amountKurus: req.amount, odd, playedAt,
      });
      await racingBetsRepo.ledger(tx, { memberId, amountKurus: -req.amount, kind: RACING_LEDGER_KIND.stake, betId, at: playedAt });
      const answer: GanyanSuccess = {
        IsSuccess: true, CouponNo: couponNo, BetId: betId, Balance: newBalance, Amount: req.amount, Odd: odd,
        MaxWinnings: Math.floor((req.amount * odd) / 100), PlayedAt: at,
      };
      await racingBetsRepo.setAnswer(tx, betId, answer);
      return { kind: 'played', answer };
    });
  },
});

export type RacingPlayService = ReturnType<typeof createRacingPlayService>;
