/** Horse racing test helpers: reading the program, playing Ganyan, waiting for settlement, the ledger of a bet. */
import { expect } from 'vitest';
import { RACING_API as R, type GanyanBet, type MyGanyanBetsAnswer, type PlayGanyanAnswer, type PlayGanyanRequest, type RaceCardAnswer } from '@shared/protocol/racing-api';
import type { Db } from '../../edge/storage/db.port';
import type { Member } from './kupondas-fixtures';

let keys = 0;
export const ganyan = (raceId: number, horseNo: number, odd: number, amount = 1_000, over: Partial<PlayGanyanRequest> = {}): PlayGanyanRequest => ({
  idempotencyKey: `ganyan-${process.pid}-${++keys}-${Date.now()}`, raceId, horseNo, amount, odd, acceptOddsChanges: false, ...over,
});

export const card = async (m: Member, raceId: number): Promise<RaceCardAnswer> => {
  const r = await m.browser.get<RaceCardAnswer>(`${R.race}?raceId=${raceId}`);
  expect(r.status).toBe(200);
  return r.body;
};

export const play = (m: Member, req: PlayGanyanRequest) => m.browser.post<PlayGanyanAnswer>(R.play, req);

/** Plays 10 TL (or `amount`) on the horse at its current odd; fails the test when refused. */
export const playOk = async (m: Member, raceId: number, horseNo: number, amount = 1_000): Promise<Extract<PlayGanyanAnswer, { IsSuccess: true }>> => {
  const odd = (await card(m, raceId)).Runners.find((r) => r.No === horseNo)!.Odd;
  const r = await play(m, ganyan(raceId, horseNo, odd, amount, { acceptOddsChanges: true }));
  if (!r.body.IsSuccess) throw new Error(`Ganyan refused: ${JSON.stringify(r.body)}`);
  return r.body;
};

export const myBets = async (m: Member): Promise<GanyanBet[]> => (await m.browser.get<MyGanyanBetsAnswer>(R.myBets)).body.Bets;

/** Polls the member's bets until none is open (the edge settles every 200 ms in these tests). */
export const waitAllSettled = async (m: Member, timeoutMs = 15_000): Promise<GanyanBet[]> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const bets = await myBets(m);
    if (bets.every((b) => b.Status !== 'open')) return bets;
    if (Date.now() > until) throw new Error(`bets still open: ${JSON.stringify(bets.filter((b) => b.Status === 'open'))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export const betLedger = (db: Db, betId: number) =>
  db.query<{ kind: string; amount: number }>('SELECT kind, amount_kurus AS amount FROM ledger WHERE racing_bet_id = $1 ORDER BY id', [betId]);

export interface PlannedWithdrawal {
  raceId: number;
  horseNo: number;
  withdrawnAt: number;
  startsAt: number;
  baseOdd: number;
}

/** The day's races with a planned withdrawal, read from the database (the API shows a withdrawal only once it happened). */
export const plannedWithdrawals = async (db: Db, dayKey: string): Promise<PlannedWithdrawal[]> =>
  (await db.query<{ raceId: number; horseNo: number; withdrawnAt: Date; startsAt: Date; baseOdd: number }>(
    `SELECT r.id AS "raceId", h.horse_no AS "horseNo", h.withdrawn_at AS "withdrawnAt", h.base_odd AS "baseOdd", r.starts_at AS "startsAt"
     FROM racing_runners h JOIN racing_races r ON r.id = h.race_id WHERE r.day_key = $1 AND h.withdrawn_at IS NOT NULL ORDER BY r.starts_at DESC`,
    [dayKey],
  )).map((w) => ({ ...w, withdrawnAt: w.withdrawnAt.getTime(), startsAt: w.startsAt.getTime() }));

export const deductionV1 = async (db: Db, odd: number): Promise<number> =>
  (await db.query<{ percent: number }>('SELECT percent FROM racing_deductions WHERE version = 1 AND $1 BETWEEN min_odd AND max_odd', [odd]))[0]!.percent;

export const expectedPayout = (amount: number, odd: number, deduction: number): number =>
  amount + Math.floor(((Math.floor((amount * odd) / 100) - amount) * (100 - deduction)) / 100);
