/**
 * Settlement's share step, run inside the transaction that finishes the coupon (settlement.service.ts), so the
 * coupon's result and its share's status and score commit together. The share row is locked and only written while
 * settled_at is null: a re-run or a restart never scores twice.
 */
import type { ShareSettledBody } from '@shared/protocol/kupondas-share-api';
import { shareScore, type SettledShareStatus } from '@shared/rules/sharing-score';
import type { Tx } from '../storage/db.port';
import { couponSharesRepo } from '../storage/coupon-shares.repo';

/** A share whose coupon settled, told after the commit (the sharing room). */
export interface ShareSettled extends ShareSettledBody {
  memberId: number;
  privacyLevel: number;
}

export const settleShareInTx = async (tx: Tx, couponId: number, status: SettledShareStatus, at: Date): Promise<ShareSettled | null> => {
  const share = await couponSharesRepo.lockOpen(tx, couponId);
  if (!share) return null;
  const score = shareScore(share.earnsScore, status, share.totalOdd);
  await couponSharesRepo.settle(tx, share.id, status, score, at);
  return {
    shareId: share.id, couponNo: share.couponNo, memberId: share.memberId, privacyLevel: share.privacyLevel,
    status, score, settledAt: at.getTime(),
  };
};
