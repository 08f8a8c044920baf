/**
 * Kupondaş sharing constants: the score window of live coupons (spec section 9), the share rate limit (1115), the
 * score rule's numbers (shared/rules/sharing-score.ts) and the sharing client socket settings (spec section 9).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SHARING = {
  /** A live coupon earns a score only when shared within this long after it was played. */
  liveScoreWindowMs: 5 * MINUTE,
  /**
   * At most this many shares per member within rateWindowMs (1115 past it): a member shares the coupons of a day
   * one by one, never dozens in minutes; the limit keeps feeds from being flooded by one account.
   */
  rateMaxShares: 10,
  rateWindowMs: 10 * MINUTE,
  /** The sharing platform switch's name in sharing_switches. */
  maintenanceSwitch: 'maintenance',
  /** 'sharedcoupons' lists at most this many of the member's shares, newest first. */
  sharedCouponsMax: 500,
} as const;

/**
 * The score rule: a won coupon earns its profit at a stake of `stakePoints` (stakePoints × (total odds − 1)), capped
 * at `maxWinPoints`; a lost one loses the stake; refunded and cancelled earn 0. So at fair odds the expected score is
 * 0, and only better-than-chance picks climb the leaderboards.
 */
export const SHARING_SCORE = {
  stakePoints: 10,
  maxWinPoints: 1000,
} as const;

/** Spec section 9, realtime socket of the sharing client (the Kupondaş pages' socket to Kupondas_V3). */
export const SHARING_SOCKET = {
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  timeoutMs: 20_000,
} as const;
