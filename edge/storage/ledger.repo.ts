/** The ledger: one signed row per balance change, written in the transaction that changes the balance. */
import type { Tx } from './db.port';

export const LEDGER_KIND = { opening: 'opening', couponStake: 'coupon_stake', couponPayout: 'coupon_payout', couponRefund: 'coupon_refund' } as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

export interface LedgerEntry {
  memberId: number;
  amountKurus: number;
  kind: LedgerKind;
  couponId: number | null;
  createdAt: Date;
}

export const ledgerRepo = {
  async insert(tx: Tx, e: LedgerEntry): Promise<void> {
    await tx.query('INSERT INTO ledger (member_id, amount_kurus, kind, coupon_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      e.memberId,
      e.amountKurus,
      e.kind,
      e.couponId,
      e.createdAt,
    ]);
  },
};
