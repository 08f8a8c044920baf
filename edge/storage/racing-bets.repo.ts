/**
 * Ganyan bets and their ledger rows. Writers run inside the caller's transaction: play after locking the member
 * row, settlement after locking the bet row (lockOpen), so a bet is played once per idempotency key and settled once.
 */
import type { GanyanBetStatus } from '@shared/protocol/racing-api';
import type { Queryable, Tx } from './db.port';

export const RACING_LEDGER_KIND = { stake: 'racing_stake', payout: 'racing_payout', refund: 'racing_refund' } as const;
export type RacingLedgerKind = (typeof RACING_LEDGER_KIND)[keyof typeof RACING_LEDGER_KIND];

export interface StoredBetPlay {
  betId: number;
  requestHash: string;
  answer: unknown;
}

export interface NewBet {
  couponNo: string;
  memberId: number;
  idempotencyKey: string;
  requestHash: string;
  raceId: number;
  horseNo: number;
  amountKurus: number;
  odd: number;
  playedAt: Date;
}

export interface OpenBet {
  id: number;
  memberId: number;
  couponNo: string;
  raceId: number;
  horseNo: number;
  amountKurus: number;
  odd: number;
  playedAt: Date;
}

export interface BetRow extends OpenBet {
  status: GanyanBetStatus;
  payoutKurus: number;
  deductionPercent: number;
  deductionVersion: number | null;
}

const BET_COLUMNS = `id, member_id AS "memberId", coupon_no AS "couponNo", race_id AS "raceId", horse_no AS "horseNo",
  amount_kurus AS "amountKurus", odd, played_at AS "playedAt"`;

export const racingBetsRepo = {
  async byIdempotencyKey(q: Queryable, memberId: number, key: string): Promise<StoredBetPlay | null> {
    const rows = await q.query<StoredBetPlay & Record<string, unknown>>(
      'SELECT id AS "betId", request_hash AS "requestHash", answer FROM racing_bets WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, key],
    );
    return rows[0] ?? null;
  },

  async couponNoTaken(q: Queryable, couponNo: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM racing_bets WHERE coupon_no = $1', [couponNo])).length > 0;
  },

  async insert(tx: Tx, b: NewBet): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO racing_bets (coupon_no, member_id, idempotency_key, request_hash, race_id, horse_no, amount_kurus, odd, played_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open') RETURNING id`,
      [b.couponNo, b.memberId, b.idempotencyKey, b.requestHash, b.raceId, b.horseNo, b.amountKurus, b.odd, b.playedAt],
    );
    return rows[0]!.id;
  },

  async setAnswer(tx: Tx, betId: number, answer: unknown): Promise<void> {
    await tx.query('UPDATE racing_bets SET answer = $2 WHERE id = $1', [betId, JSON.stringify(answer)]);
  },

  async ledger(tx: Tx, e: { memberId: number; amountKurus: number; kind: RacingLedgerKind; betId: number; at: Date }): Promise<void> {
    await tx.query('INSERT INTO ledger (member_id, amount_kurus, kind, racing_bet_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      e.memberId, e.amountKurus, e.kind, e.betId, e.at,
    ]);
  },

  /** Open bets of races that have a result, by id. */
  async openWithResult(q: Queryable, limit: number, after: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `SELECT b.id FROM racing_bets b JOIN racing_results r ON r.race_id = b.race_id
         WHERE b.status = 'open' AND b.id > $2 ORDER BY b.id LIMIT $1`,
      [limit, after],
    );
    return rows.map((r) => r.id);
  },

  /** Locks an open bet (null when it is settled already or unknown). */
  async lockOpen(tx: Tx, betId: number): Promise<OpenBet | null> {
    const rows = await tx.query<OpenBet & Record<string, unknown>>(
      `SELECT ${BET_COLUMNS} FROM racing_bets WHERE id = $1 AND status = 'open' FOR UPDATE`, [betId]);
    return rows[0] ?? null;
  },

  async finish(tx: Tx, betId: number, s: { status: GanyanBetStatus; payoutKurus: number; deductionPercent: number; deductionVersion: number | null; at: Date }): Promise<void> {
    await tx.query(
      `UPDATE racing_bets SET status = $2, payout_kurus = $3, deduction_percent = $4, deduction_version = $5, settled_at = $6
       WHERE id = $1 AND status = 'open'`,
      [betId, s.status, s.payoutKurus, s.deductionPercent, s.deductionVersion, s.at],
    );
  },

  async ofMember(q: Queryable, memberId: number, limit: number): Promise<BetRow[]> {
    return q.query<BetRow & Record<string, unknown>>(
      `SELECT ${BET_COLUMNS}, status, payout_kurus AS "payoutKurus", deduction_percent AS "deductionPercent",
         deduction_version AS "deductionVersion" FROM racing_bets WHERE member_id = $1 ORDER BY played_at DESC, id DESC LIMIT $2`,
      [memberId, limit],
    );
  },

  async countOfMember(q: Queryable, memberId: number): Promise<number> {
    const rows = await q.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM racing_bets WHERE member_id = $1', [memberId]);
    return rows[0]?.n ?? 0;
  },

  /** The deduction table in force at an instant: its newest version written by then. */
  async deductionTable(q: Queryable, at: Date): Promise<{ version: number; rows: { minOdd: number; maxOdd: number; percent: number }[] } | null> {
    const rows = await q.query<{ version: number; minOdd: number; maxOdd: number; percent: number }>(
      `SELECT version, min_odd AS "minOdd", max_odd AS "maxOdd", percent FROM racing_deductions
       WHERE version = (SELECT MAX(version) FROM racing_deductions WHERE created_at <= $1) ORDER BY min_odd`,
      [at],
    );
    return rows.length === 0 ? null : { version: rows[0]!.version, rows };
  },
};
