/**
 * Spor Toto (the weekly sports pool): its rules as numbers, shared by the edge (which enforces them) and the client
 * (which shows live columns and cost). The column price is configuration (SPORTOTO_COLUMN_PRICE_KURUS), not here.
 */

/** Matches in a pool, and the picks of a match: '1' home wins, '0' draw, '2' away wins. */
export const STOTO_MATCH_COUNT = 15;
export const STOTO_PICKS = ['1', '0', '2'] as const;
export type StotoPick = (typeof STOTO_PICKS)[number];

export const STOTO_RULES = {
  minMisli: 1,
  maxMisli: 100,
  /** 3^15: every pick of every match. */
  maxColumns: 3 ** STOTO_MATCH_COUNT,
  /** A match joins a new pool only if it starts at least this long after the pool is made. */
  minLeadMs: 30 * 60_000,
  /** ... and no later than this. */
  maxAheadMs: 7 * 24 * 60 * 60_000,
  defaultColumnPriceKurus: 500,
} as const;

/**
 * The prize rule (edge/http/API.md, "Spor Toto"): half of a pool's stakes (basis points) plus the carry-over make the
 * prize fund; the fund is split between the tiers below; a tier's part is shared equally by its winning columns
 * (each column counted misli times), rounded down to the kuruş. What a tier cannot pay (no winner, rounding) carries
 * over to the next pool to be settled.
 */
export const STOTO_PRIZE_FUND_BP = 5_000;
export const STOTO_PRIZE_TIERS = [
  { correct: 15, shareBp: 4_000 },
  { correct: 14, shareBp: 2_000 },
  { correct: 13, shareBp: 2_000 },
  { correct: 12, shareBp: 2_000 },
] as const;

/** Coupon type of a Spor Toto coupon in Kuponlarım and the naming call (spec: type 2); iddaa is 1. */
export const STOTO_COUPON_TYPE = 2;
export const IDDAA_COUPON_TYPE = 1;
