/**
 * Diagnostics posted by the page (spec sections 3 and 7, "the two configured-URL posts"): screen logs ({id, html}
 * posted as `coll`) and coupon activity reports (posted with a 5 s timeout). The client posts them to URLs chosen
 * at build time (VITE_SCREEN_LOG_URL, VITE_ACTIVITY_REPORT_URL); by default the edge's own routes below store them
 * with a bound. The meaning of every report field is written in edge/http/API.md, "Diagnostics".
 */

export const DIAGNOSTICS_API = {
  /** POST {coll: ScreenLog[]}: stores the page's screen logs. */
  screenLogs: '/Site/LogScreen',
  /** POST CouponActivityReport: stores one report (idempotent on nid). */
  activityReport: '/Site/CouponActivity',
  /** GET CouponActivityAggregates; Bearer OPS_TOKEN, 404 without it configured. */
  opsActivity: '/ops/coupon-activity',
  /** GET ?tid=: the ad-conversion pixel the page requests after login (a 1x1 GIF). */
  adConversion: '/Tracking/AdConversion',
} as const;

/** A screen log (spec section 3): the sanitised markup of the page region where something went wrong. */
export interface ScreenLog {
  /** Client-made id (UUID): a log posted twice is stored once. */
  id: string;
  html: string;
}

export interface ScreenLogPost {
  coll: ScreenLog[];
}

export const SCREEN_LOG_LIMITS = {
  /** Longest markup kept (characters); longer is cut by the client and refused by the edge. */
  maxHtml: 32_768,
  /** Logs in one post. */
  maxPerPost: 20,
  /** Logs the browser database keeps; the oldest go first. */
  clientCap: 50,
  /** Logs one session (or visitor) may store on the edge. */
  maxPerSession: 200,
  /** Rows the edge keeps; each insert trims the oldest beyond. */
  storeMaxRows: 20_000,
  maxIdLength: 64,
  /** A post of logs that gets no answer within this long is given up (the logs wait for the next send). */
  postTimeoutMs: 10_000,
} as const;

/** Why a screen log was taken. */
export const SCREEN_LOG_REASONS = ['client-error', 'play-failed', 'share-refused'] as const;
export type ScreenLogReason = (typeof SCREEN_LOG_REASONS)[number];

/** The actions a coupon activity record names (spec section 3: timestamp, match code, action). */
export const COUPON_ACTIVITY_ACTIONS = ['add', 'remove', 'banker', 'misli', 'play', 'refusal'] as const;
export type CouponActivityAction = (typeof COUPON_ACTIVITY_ACTIONS)[number];

export interface CouponActivityRecord {
  /** Epoch ms. */
  timestamp: number;
  /** The event's code; 0 for actions on the whole coupon (misli, play, refusal). */
  code: number;
  action: CouponActivityAction;
}

/** How a coupon's building ended. */
export const ACTIVITY_ENDINGS = { played: 'played', abandoned: 'abandoned' } as const;
export type ActivityEnding = (typeof ACTIVITY_ENDINGS)[keyof typeof ACTIVITY_ENDINGS];

/** The spec's report (section 3); meanings in edge/http/API.md. Times epoch ms, durations ms, money kuruş. */
export interface CouponActivityReport {
  nid: string;
  sid: string;
  at: ActivityEnding;
  tec: number;
  pec: number;
  eat: number;
  aet: number;
  lpet: number;
  ftt: number;
  urcle: number;
  cp: number;
  fct: number;
  laptt: number;
  dec: number;
}

/** Spec section 9: the report's post gives up after 5 s. */
export const ACTIVITY_REPORT_TIMEOUT_MS = 5_000;
/** Reports one session (or visitor) may store on the edge. */
export const ACTIVITY_REPORT_MAX_PER_SESSION = 500;
/** Durations and counts above these are refused as nonsense (a day; a coupon's actions). */
export const ACTIVITY_LIMITS = { maxDurationMs: 86_400_000, maxCount: 10_000, maxAmount: 100_000_000_000 } as const;

/** What the ops view shows: simple aggregates over the stored reports (a window of days, Istanbul-agnostic). */
export interface CouponActivityAggregates {
  Days: number;
  Played: number;
  Abandoned: number;
  /** Medians in ms, null without reports. */
  MedianTimeToFirstPickMs: number | null;
  MedianBuildMs: number | null;
  AvgPicks: number | null;
  AvgRemovals: number | null;
  AvgRefusals: number | null;
  AvgOddsChanges: number | null;
  /** Played coupons' amounts, kuruş. */
  AvgPlayedAmount: number | null;
  ScreenLogs: number;
}
