/**
 * A settled Ganyan coupon as a member-room settlement notice (MT.settlementNotice, like an iddaa coupon's), so an
 * open Kuponlarım shows its verdict and the header its balance at once. `cType` 3 tells the client the id is a
 * Ganyan bet's (its own numbering).
 */
import { RACING_COUPON_TYPE } from '@shared/protocol/racing-api';
import type { SettlementNoticeBody } from '@shared/protocol/realtime';
import type { GanyanSettled } from './racing-settlement.service';

export const ganyanSettlementNotice = (e: GanyanSettled): SettlementNoticeBody & { memberId: number } => ({
  memberId: e.memberId, couponId: e.betId, couponNo: e.couponNo, status: e.status, payoutKurus: e.payoutKurus,
  balanceKurus: e.balanceKurus, cType: RACING_COUPON_TYPE,
});
