/**
 * Spor Toto's calls (issue 14): the open pool, playing a coupon, the member's pool coupons, results and prizes of a
 * settled pool, naming (the sports-pool service, under SPORTOTO_API_BASE), the coupon mail and tracking. Money is
 * integer kuruş, times epoch ms; every answer is no-store.
 */
import type { StotoPick } from '../constants/sportoto';

export const SPORTOTO_API = {
  /** GET → StotoPoolAnswer: the pool open for play (or the last one, closed, when none is open). */
  pool: '/Sportoto/GetPool',
  /** GET ?poolId= → StotoPoolAnswer: one pool with its results, draws and prizes. */
  poolById: '/Sportoto/GetPoolById',
  /** POST StotoPlayRequest → StotoPlayAnswer (members only). */
  play: '/Sportoto/PlayCoupon',
  /** GET → StotoCouponsAnswer: the member's pool coupons, newest first (members only). */
  myCoupons: '/Sportoto/GetMyCoupons',
  /** POST ?couponId=&cName= under SPORTOTO_API_BASE → StotoServiceAnswer; with credentials and "Authorization: Bearer <page token>". */
  saveCouponName: '/v1/Coupon/SaveCouponName',
  /** POST StotoSendMailRequest → { message } (spec: cId, type, amount, memberId), through the outbox. */
  sendMail: '/Sportoto/SendMail',
  /** GET ?barcode= → { ok: true }: records a tracking hit for a pool coupon's number. */
  track: '/Tracking/TrackSportoto',
} as const;

export interface StotoMatch {
  /** 1..15 */
  position: number;
  eventCode: number;
  name: string;
  competition: string;
  startsAt: number;
  /** null until decided. */
  result: StotoPick | null;
  /** 'official' from the match's result, 'draw' from the recorded draw (cancelled, postponed or without a score). */
  resultSource: 'official' | 'draw' | null;
  /** The official score when there is one. */
  score: [number, number] | null;
  /** The draw's seed, published once drawn: drawnResult(seed, poolId, position) gives the result. */
  drawSeed: string | null;
}

export interface StotoPrizeTierView {
  correct: number;
  poolKurus: number;
  /** Winning columns × misli. */
  units: number;
  perUnitKurus: number;
}

export interface StotoPool {
  PoolId: number;
  /** e.g. "2026/48": the ISO year and week the pool closes in. */
  Week: string;
  Status: 'open' | 'closed' | 'settled';
  ClosesAt: number;
  ColumnPriceKurus: number;
  Matches: StotoMatch[];
  /** Stakes of the pool so far, kuruş. */
  StakesKurus: number;
  /** Filled once settled. */
  FundKurus: number | null;
  CarryInKurus: number | null;
  CarryOutKurus: number | null;
  Prizes: StotoPrizeTierView[];
}

export type StotoPoolAnswer = { IsSuccess: true; Pool: StotoPool } | { IsSuccess: false; Code: 'NO_POOL' | 'NOT_FOUND'; Message: string };

export interface StotoPlayRequest {
  poolId: number;
  /** 15 strings, each 1-3 distinct picks among '1', '0', '2'. */
  picks: string[];
  misli: number;
  /** Client-made key: a retry with the same key and request answers the first result. */
  idempotencyKey: string;
}

export type StotoPlayAnswer =
  | { IsSuccess: true; CouponId: number; CouponNo: string; Columns: number; Amount: number; Balance: number; PlayedAt: number }
  | { IsSuccess: false; Code: string; Message: string; Balance?: number };

export interface StotoCoupon {
  CouponId: number;
  CouponNo: string;
  /** Always 2 (STOTO_COUPON_TYPE). */
  CType: number;
  CouponName: string | null;
  PoolId: number;
  Week: string;
  Picks: string[];
  Columns: number;
  Misli: number;
  Amount: number;
  Status: 'open' | 'won' | 'lost';
  /** The best correct count of its columns once settled. */
  BestCorrect: number | null;
  Winnings: number;
  PlayedAt: number;
  SettledAt: number | null;
}

export interface StotoCouponsAnswer {
  IsSuccess: true;
  Coupons: StotoCoupon[];
}

/** The sports-pool service's answer shape: sc 200 ok, 401 not logged in, 400 with messages in el. */
export interface StotoServiceAnswer {
  sc: 200 | 400 | 401;
  el: { m: string }[];
}

export interface StotoSendMailRequest {
  cId: number;
  type: number;
  /** Kuruş; the mail states the stored amount, not this one. */
  amount: number;
  /** The member info's Id: must be the session's member. */
  memberId: number;
}
