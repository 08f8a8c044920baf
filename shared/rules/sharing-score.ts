/**
 * The Kupondaş score rule, written once (edge settlement and the client's explanations use it): whether a share
 * earns a score at all, decided when it is shared, and the score it settles to, from the coupon's result and total
 * odds. Formula (edge/http/API.md "Kupondaş"): won -> min(maxWinPoints, floor(stakePoints × (totalOdd − 100) / 100)),
 * lost -> −stakePoints, refunded or cancelled -> 0; a share that does not earn scores null.
 */
import { SHARING, SHARING_SCORE } from '../constants/sharing';

export interface ShareTiming {
  /** When the share was made, epoch ms. */
  sharedAt: number;
  /** When the coupon was played, epoch ms. */
  playedAt: number;
  /** The coupon held a live pick when it was played. */
  isLive: boolean;
  /** The earliest start of the coupon's events as played, epoch ms (null when none is known). */
  firstStartAt: number | null;
}

/**
 * A live coupon earns only when shared within the window after it was played; any other only when shared before its
 * first event started (a start that is not known earns nothing: nobody can prove the share came first).
 */
export const earnsScore = (t: ShareTiming): boolean => {
  if (t.isLive) return t.sharedAt - t.playedAt <= SHARING.liveScoreWindowMs;
  return t.firstStartAt !== null && t.sharedAt < t.firstStartAt;
};

export type SettledShareStatus = 'won' | 'lost' | 'refunded' | 'cancelled';

/** The score of a settled coupon that earns one; totalOdd in hundredths (≥ 100). */
export const settledScore = (status: SettledShareStatus, totalOdd: number): number => {
  switch (status) {
    case 'won':
      return Math.min(SHARING_SCORE.maxWinPoints, Math.max(0, Math.floor((SHARING_SCORE.stakePoints * (totalOdd - 100)) / 100)));
    case 'lost':
      return -SHARING_SCORE.stakePoints;
    case 'refunded':
    case 'cancelled':
      return 0;
  }
};

/** What settlement writes into coupon_shares.score: null for a share that earns nothing. */
export const shareScore = (earns: boolean, status: SettledShareStatus, totalOdd: number): number | null =>
  earns ? settledScore(status, totalOdd) : null;
