/**
 * What an odds button hands to the coupon when a member picks an outcome: enough to draw the row and to survive a
 * reload without the program loaded. Current odds and states come from the program slice when it holds the outcome.
 */
export interface CouponPick {
  eventCode: number;
  nevId: number;
  marketId: number;
  marketNo: number;
  outcomeId: number;
  /** Odds as seen, hundredths. */
  odd: number;
  mbs: number;
  sportId: number;
  eventName: string;
  marketName: string;
  outcomeName: string;
  /** Epoch ms. */
  startsAt: number;
  live: boolean;
}
