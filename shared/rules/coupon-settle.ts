/**
 * Settlement arithmetic of iddaa-rules.md, framework-free: a selection is won, lost or void by the official result;
 * a coupon is won when every selection (every banker and, for systems, a column) is won or void, void counting at odds
 * 1.00; a system coupon pays the sum of its winning columns, each capped, the total capped; all-void is refunded.
 */
import { COUPON_RULES } from '../constants/business';
import { EVENT_STATUS } from '../constants/codes';
import { cappedWinnings } from './coupon-math';
import { systemMaxWinnings } from './winnings-math';

export type SelectionOutcome = 'won' | 'lost' | 'void';

/** The official result as settlement needs it. */
export interface SettleResult {
  status: number;
  winningOutcomeIds: readonly number[];
  decidedMarketIds: readonly number[];
}

/** Void odds: a cancelled or postponed event counts at 1.00. */
export const VOID_ODD = 100;

/**
 * How one selection settles: cancelled and postponed events void; an abandoned event voids the markets it did not
 * decide; otherwise the selection is won when its outcome is among the market's winning outcomes.
 */
export const settleSelection = (r: SettleResult, marketId: number, outcomeId: number): SelectionOutcome => {
  if (r.status === EVENT_STATUS.cancelled || r.status === EVENT_STATUS.postponed) return 'void';
  if (r.status === EVENT_STATUS.abandoned && !r.decidedMarketIds.includes(marketId)) return 'void';
  return r.winningOutcomeIds.includes(outcomeId) ? 'won' : 'lost';
};

export interface SettleSelection {
  odd: number;
  banker: boolean;
  /** null while the event has no official result. */
  outcome: SelectionOutcome | null;
}

export interface SettleCoupon {
  selections: readonly SettleSelection[];
  misli: number;
  amountKurus: number;
  systemSizes: readonly number[];
}

export type CouponVerdict =
  | { status: 'open' }
  | { status: 'lost'; payoutKurus: 0 }
  | { status: 'won'; payoutKurus: number }
  | { status: 'refunded'; payoutKurus: number };

const effectiveOdd = (s: SettleSelection): number => (s.outcome === 'void' ? VOID_ODD : s.odd);

/**
 * Sum of winning columns (every selection won or void), each capped, the total capped. The winning columns are
 * exactly the columns of the selections not lost (void at 1,00), so this is their maximum winnings; a lost banker
 * is in every column.
 */
export const systemPayout = (
  selections: readonly SettleSelection[],
  misli: number,
  sizes: readonly number[],
  columnPrice: number = COUPON_RULES.columnPriceKurus,
  cap: number = COUPON_RULES.maxWinningsKurus,
): number => {
  if (sizes.length === 0 || selections.some((s) => s.banker && s.outcome === 'lost')) return 0;
  const standing = selections.filter((s) => s.outcome !== 'lost');
  const bankerIdx = standing.flatMap((s, i) => (s.banker ? [i] : []));
  return systemMaxWinnings(standing.map(effectiveOdd), misli * columnPrice, sizes, bankerIdx, cap);
};

/** The coupon's verdict now: open while a result it needs is missing; lost as soon as it cannot win. */
export const settleCoupon = (c: SettleCoupon, cap: number = COUPON_RULES.maxWinningsKurus): CouponVerdict => {
  const { selections } = c;
  const lostBanker = selections.some((s) => s.outcome === 'lost' && (s.banker || c.systemSizes.length === 0));
  if (lostBanker) return { status: 'lost', payoutKurus: 0 };
  if (selections.some((s) => s.outcome === null)) return { status: 'open' };
  if (selections.every((s) => s.outcome === 'void')) return { status: 'refunded', payoutKurus: c.amountKurus };
  const payout =
    c.systemSizes.length === 0
      ? cappedWinnings(c.amountKurus, selections.map(effectiveOdd), cap)
      : systemPayout(selections, c.misli, c.systemSizes, undefined, cap);
  return payout > 0 ? { status: 'won', payoutKurus: payout } : { status: 'lost', payoutKurus: 0 };
};
