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

/** Optional extras an odds button may hand over; without them the coupon derives what it can. */
export interface CouponPickExtras {
  /** The event's bid (bet-detail id). */
  bid?: string;
  /** Link to the event's bet-detail page. */
  mLink?: string;
  /** False when the row may never be a banker (bank status 0). */
  bankerAllowed?: boolean;
}

/**
 * A coupon row (spec section 3) as the coupon keeps it. `odd` is the odds the member last saw confirmed (picked, or
 * the server's new odds after ODDS_CHANGED, with `prevOdd` the one it replaced). `date`/`time` are the Istanbul
 * wall-clock start; the day label ("Bugün", "Yarın", ...) depends on today and is derived when shown. logName and
 * logId are not kept: the spec does not say what they hold.
 */
export interface CouponRow {
  code: number;
  nevId: number;
  marketId: number;
  outcomeId: number;
  /** OUTCOME_STATUS as last known without the program (picked open, or from an ODDS_CHANGED answer). */
  outcomeStatus: number;
  /** EVENT_STATUS as last known without the program. */
  eventStatus: number;
  /** BANK_STATUS: 1 banker, 2 may be a banker, 0 banker disabled. */
  bankStatus: number;
  /** COLOR_ID: 1 none until the coupon is settled. */
  colorId: number;
  /** STATUS_ID once settled; null on a coupon being built. */
  statusId: number | null;
  odd: number;
  prevOdd: number | null;
  date: string;
  time: string;
  startsAt: number;
  sportId: number;
  marketNo: number;
  mbs: number;
  live: boolean;
  bid: string | null;
  mLink: string;
  eventName: string;
  marketName: string;
  outcomeName: string;
}
