/**
 * Paths and request/answer shapes of my coupons: the member's played coupons by tab, moving them to folders, naming
 * them, and the public coupon page's data; the coupon and row statuses both show. Bodies are JSON (the spec's "form"
 * fields keep their names). Money is integer kuruş, odds integer hundredths, times epoch ms. Every call answers
 * no-store.
 */
import type { GanyanBet } from './racing-api';

export const MY_COUPONS_API = {
  /** GET ?state=&page=&pageSize= → MyCouponsAnswer (members only; 401 ErrorAnswer otherwise). */
  myCoupons: '/Account/GetMyCoupons',
  /** POST MoveCouponRequest → MoveCouponAnswer (members only). */
  moveCoupon: '/Account/MoveCoupon',
  /** POST SaveCouponNameRequest → SaveCouponNameAnswer. */
  saveCouponName: '/Account/SaveCouponName',
  /** GET ?couponNo= → PublicCouponAnswer: the public page's data (anyone with the number). */
  publicCoupon: '/Coupon/GetPublicCoupon',
} as const;

/** My coupons tabs: ongoing (open), won, lost, cancelled or refunded; plus the two folders a member moves to. */
export const MY_COUPON_STATES = ['ongoing', 'won', 'lost', 'cancelled', 'old', 'lostFolder'] as const;
export type MyCouponState = (typeof MY_COUPON_STATES)[number];

/** Coupon-level status as stored and shown. */
export type CouponStatus = 'open' | 'won' | 'lost' | 'refunded' | 'cancelled';

/** Spec section 4: status id 1 thumbs-up, 2 thumbs-down, 3 check, 4 cross, 5 cancelled, 6 delayed. */
export const ROW_STATUS_ID = { thumbsUp: 1, thumbsDown: 2, check: 3, cross: 4, cancelled: 5, delayed: 6 } as const;
/** Spec section 4: colour id 1 none, 2 win, 3 lose. */
export const ROW_COLOR_ID = { none: 1, win: 2, lose: 3 } as const;

/** One coupon row, with the fields of spec section 3. */
export interface CouponRowView {
  code: number;
  marketId: number;
  outcomeId: number;
  outcomeStatus: number;
  eventStatus: number;
  /** 1 banker active, 0 banker disabled (not a banker). */
  bankStatus: 0 | 1;
  colorId: 1 | 2 | 3;
  /**
   * 3 check, 4 cross once the selection is settled, 5 cancelled, 6 delayed; null while it is open: the server does
   * not follow live scores, so the running marks (1 thumbs-up, 2 thumbs-down) are the client's, from the event's
   * live score (shared/rules/running-mark.ts), and an event not yet started has no mark at all.
   */
  statusId: 1 | 2 | 3 | 4 | 5 | 6 | null;
  odd: number;
  /** dd.MM.yyyy, Istanbul time of the event start (as played). */
  date: string;
  /** Turkish weekday name. */
  day: string;
  /** HH:mm. */
  time: string;
  sportId: number;
  marketNo: number;
  /** Event name. */
  logName: string;
  logId: number;
  mLink: string;
  bid: string;
  /** Our additions: market and outcome names as played, the selection's settle status. */
  marketName: string;
  outcomeName: string;
  status: 'open' | 'won' | 'lost' | 'void';
  /** The event's start as played, epoch ms (null when unknown). */
  startsAt: number | null;
  /** The official final score [home, away] once the event has its result; null before (and for events without one). */
  score: [number, number] | null;
}

export interface MyCoupon {
  CouponId: number;
  CouponNo: string;
  CouponName: string | null;
  CouponStatus: CouponStatus;
  Amount: number;
  Misli: number;
  TotalOdd: number;
  /** Max winnings at play (capped). */
  MaxWinnings: number;
  /** Paid winnings (refund included), 0 while open or lost. */
  Winnings: number;
  SystemSizes: number[];
  ColumnCount: number;
  /** Always false for members: "A played coupon cannot be cancelled by the member". */
  IsCancelable: boolean;
  IsRefunded: boolean;
  /** 'old' or 'lost' once moved, otherwise null. */
  Folder: 'old' | 'lost' | null;
  PlayedAt: number;
  SettledAt: number | null;
  Rows: CouponRowView[];
  /**
   * Coupon type (spec cType): 1 iddaa, 2 Spor Toto (no rows: its picks are in the Spor Toto page's list), 3 Ganyan
   * (horse racing, no rows: its one horse is in `Ganyan`).
   */
  CType?: number;
  /** Only on a Ganyan coupon (CType 3): the race and horse it was played on and its deduction. */
  Ganyan?: GanyanCouponInfo;
}

/**
 * A Ganyan coupon in Kuponlarım (CType 3): CouponId is the bet's id (its own numbering: a coupon is known by type
 * and id), TotalOdd the odd at play, Misli and ColumnCount 1, CouponName always null (Ganyan coupons are not named),
 * CouponStatus open | won | lost | refunded (refunded: the horse did not run, 'koşmaz').
 */
export type GanyanCouponInfo = Pick<GanyanBet, 'RaceId' | 'HippodromeName' | 'RaceNo' | 'StartsAt' | 'HorseNo' | 'HorseName' | 'DeductionPercent'>;

export interface MyCouponsQuery {
  state: MyCouponState;
  /** 1-based. */
  page?: number;
  /** 1..50, default 20. */
  pageSize?: number;
}
export interface MyCouponsAnswer {
  IsSuccess: true;
  State: MyCouponState;
  Page: number;
  PageSize: number;
  Total: number;
  Coupons: MyCoupon[];
}

export interface MoveCouponRequest {
  couponId: number;
  target: 'old' | 'lost';
  /** The coupon's type (1 iddaa and 2 Spor Toto share one numbering; 3 Ganyan has its own). Absent: 1. */
  cType?: number;
}
/** Failure Message is MESSAGES.moveCouponFailed ('Bir sorun oluştu. Tekrar deneyin.'). */
export interface MoveCouponAnswer {
  IsSuccess: boolean;
  Message: string;
}

export interface SaveCouponNameRequest {
  couponId: number;
  /** Coupon type: 1 iddaa (2 sports pool is not served here; 3 Ganyan coupons are not named: refused). */
  cType: number;
  cDetailType: number;
  cName: string;
}
/** 'success', 'NOTAUTHORIZED' (not logged in: client logs out and says 'Lütfen Üye Girişi yapınız.') or a text. */
export interface SaveCouponNameAnswer {
  Message: string;
}

/** Spec section 3 "coupon sharing display" plus the rows. */
export interface PublicCoupon {
  CouponNo: string;
  CouponName: string | null;
  IsCancelable: boolean;
  TotalOdd: number;
  IsOwner: boolean;
  CouponStatus: CouponStatus;
  /** Member nickname. */
  UserName: string;
  IsRefunded: boolean;
  Amount: number;
  Misli: number;
  SystemSizes: number[];
  ColumnCount: number;
  MaxWinnings: number;
  Winnings: number;
  PlayedAt: number;
  Rows: CouponRowView[];
}
export type PublicCouponAnswer = { IsSuccess: true; Coupon: PublicCoupon } | { IsSuccess: false; Code: string; Message: string };
